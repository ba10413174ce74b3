import { describe, expect, it } from 'vitest';
import { legacyRedirects, resolveLegacyPath } from './legacy-redirects';

// Every SPEC §2 legacy row, written out independently of the table so a typo in either shows up:
// [family, action, target without remaining segments].
const specRows: readonly (readonly [family: string, action: string, target: string])[] = [
  ['Homeowner_v2', 'SubmitRequest', '/community/new-request'],
  ['Homeowner_v2', 'GeneralRequest', '/community/new-request'],
  ['Homeowner_v2', 'ReservationRequest', '/community/new-request'],
  ['Homeowner_v2', 'Billing', '/billing'],
  ['Homeowner_v2', 'MakePayment', '/billing'],
  ['Homeowner_v2', 'CCPayment', '/billing'],
  ['Homeowner_v2', 'RecurringPayments', '/billing'],
  ['Homeowner_v2', 'MakeRecurringPayments', '/billing'],
  ['Homeowner_v2', 'Messages', '/community/requests'],
  ['Homeowner_v2', 'ContactInfo', '/my/profile-settings'],
  ['Homeowner_v2', 'MyLogin', '/my/profile-settings'],
  ['Homeowner_v2', 'Directory', '/community/directory'],
  ['Homeowner_v2', 'OwnerDashboard', '/dashboard'],
  ['Homeowner_v2', 'AutoDraftEnrollment', '/billing/auto-draft'],
  ['Homeowner_v2', 'AutoDraftForm', '/billing/auto-draft'],
  ['Homeowner_v2', 'Help', '/community/help'],
  ['Homeowner_v2', 'Documents', '/community/documents'],
  ['Homeowner_v2', 'ResourceCalendar', '/community/calendar'],
  ['Homeowner_v2', 'Calendar', '/community/calendar'],
  ['Homeowner_v2', 'FAQ', '/community/faq'],
  ['Homeowner_v2', 'ArcRequest', '/board/arcs'],
  ['Home_v2', 'ResourceCalendar', '/community/calendar'],
  ['Home_v2', 'Calendar', '/community/calendar'],
  ['Home_v2', 'Login', '/login'],
  ['Home_v2', 'SignUp', '/create-account'],
  ['Home_v2', 'Registration', '/request-account'],
  ['Home_v2', 'Documents', '/community/documents'],
  ['Home_v2', 'FAQ', '/community/faq'],
  ['Home_v2', 'Help', '/community/help'],
  ['Home_v2', 'ForgotPassword', '/forgot-login'],
  ['Board_v2', 'ToDoList', '/board/to-do-list'],
  ['Board_v2', 'HomeownerList', '/board/homeowners'],
  ['Board_v2', 'Inspections', '/board/inspections'],
  ['Board_v2', 'ActionItems_Collections', '/board/collections'],
  ['Board_v2', 'ActionItems_Violations', '/board/violations'],
  ['Board_v2', 'ActionItems_ARC', '/board/arcs'],
  ['Board_v2', 'ActionItems_WorkOrders', '/board/work-orders'],
  ['Board_v2', 'ActionItems_Invoices', '/board/invoices'],
  ['Board_v2', 'BankAccounts', '/board/bank-accounts'],
  ['Board_v2', 'Reports', '/board/reports'],
  ['Payments_v2', 'AutoDraftEnrollment', '/billing/auto-draft'],
  ['Payments_v2', 'AutoDraftForm', '/billing/auto-draft'],
  ['Payments_v2', 'CCPayment', '/billing'],
  ['Payments_v2', 'MakePayment', '/billing'],
  ['Payments_v2', 'eCheck', '/billing'],
  ['Payments_v2', 'RecurringPayments', '/billing'],
  ['Payments_v2', 'MakeRecurringPayment', '/billing'],
];

// The table flattened to the same shape, so the two can be compared as sets.
const tableRows = legacyRedirects.flatMap((row) =>
  row.actions === 'param' ? [] : row.actions.map((action) => [row.family, action, row.target]),
);

describe('legacy redirect table', () => {
  it('holds exactly the SPEC rows (nothing missing, nothing extra, same targets)', () => {
    const sort = (rows: readonly (readonly string[])[]) => rows.map((r) => r.join(' ')).sort();
    expect(sort(tableRows)).toEqual(sort(specRows));
  });

  it('maps Custom_v2 by its parameter, to /custom', () => {
    expect(legacyRedirects.filter((row) => row.actions === 'param')).toEqual([
      { family: 'Custom_v2', actions: 'param', target: '/custom' },
    ]);
  });
});

describe('resolveLegacyPath, row by row', () => {
  it.each(specRows)('%s/%s → %s', (family, action, target) => {
    expect(resolveLegacyPath(`/${family}/${action}`, '')).toBe(target);
  });

  // Messages is the one row whose target changes with a remaining segment; it is covered below.
  it.each(specRows.filter(([, action]) => action !== 'Messages'))(
    '%s/%s keeps the remaining path and the query string',
    (family, action, target) => {
      expect(resolveLegacyPath(`/${family}/${action}/a%20b/7`, '?a=1&b=2')).toBe(
        `${target}/a%20b/7?a=1&b=2`,
      );
    },
  );
});

describe('Homeowner_v2/Messages', () => {
  it('opens the request list when no further segment follows', () => {
    expect(resolveLegacyPath('/Homeowner_v2/Messages', '?x=1')).toBe('/community/requests?x=1');
    expect(resolveLegacyPath('/Homeowner_v2/Messages/', '')).toBe('/community/requests');
  });

  it('opens /my/messages with the remaining segments when one follows', () => {
    expect(resolveLegacyPath('/Homeowner_v2/Messages/42', '?x=1')).toBe('/my/messages/42?x=1');
    expect(resolveLegacyPath('/Homeowner_v2/Messages/42/reply/', '')).toBe('/my/messages/42/reply');
  });
});

describe('Custom_v2', () => {
  it('carries the parameter (case kept: it is a settings key) into /custom/:param', () => {
    expect(resolveLegacyPath('/Custom_v2/PoolRules', '?a=1&b=2')).toBe('/custom/PoolRules?a=1&b=2');
    expect(resolveLegacyPath('/custom_V2/PoolRules/', '')).toBe('/custom/PoolRules');
  });

  it('keeps segments after the parameter, like every other row', () => {
    expect(resolveLegacyPath('/Custom_v2/PoolRules/2', '')).toBe('/custom/PoolRules/2');
  });

  it('needs a parameter: Custom_v2 alone is not a legacy link', () => {
    expect(resolveLegacyPath('/Custom_v2', '')).toBeNull();
    expect(resolveLegacyPath('/Custom_v2/', '?a=1')).toBeNull();
  });
});

describe('matching', () => {
  it('ignores the case of family and action, because old links come in every case', () => {
    expect(resolveLegacyPath('/HOMEOWNER_V2/documents/123', '?x=1')).toBe(
      '/community/documents/123?x=1',
    );
    expect(resolveLegacyPath('/board_v2/actionitems_arc', '')).toBe('/board/arcs');
    expect(resolveLegacyPath('/pAyMeNtS_v2/ECHECK', '')).toBe('/billing');
  });

  it('tolerates trailing slashes and empty segments', () => {
    expect(resolveLegacyPath('/Home_v2/Login/', '')).toBe('/login');
    expect(resolveLegacyPath('//Home_v2//Documents//123//', '?q=1')).toBe(
      '/community/documents/123?q=1',
    );
  });

  it('keeps remaining segments as given (already URL-encoded), without re-encoding', () => {
    expect(resolveLegacyPath('/Homeowner_v2/Documents/a%2Fb%20c', '')).toBe(
      '/community/documents/a%2Fb%20c',
    );
  });

  it('keeps the query string unchanged, and adds the missing "?"', () => {
    expect(resolveLegacyPath('/Home_v2/Login', '?returnUrl=%2Fbilling&x')).toBe(
      '/login?returnUrl=%2Fbilling&x',
    );
    expect(resolveLegacyPath('/Home_v2/Login', 'a=1')).toBe('/login?a=1');
  });
});

describe('not a legacy link → null, so the caller renders not-found', () => {
  it.each([
    ['a family with an unknown action', '/Home_v2/Nope'],
    ['an action from another family', '/Home_v2/ToDoList'],
    ['a family alone', '/Board_v2'],
    ['a family alone with a trailing slash', '/Homeowner_v2/'],
    ['a new-portal path', '/billing/auto-draft'],
    ['a legacy action without its family', '/Login'],
    ['the root', '/'],
    ['an empty path', ''],
    ['a family name inside another segment', '/xHome_v2/Login'],
    ['a family name further down the path', '/community/Home_v2/Login'],
  ])('%s (%s)', (_why, pathname) => {
    expect(resolveLegacyPath(pathname, '?a=1')).toBeNull();
  });
});

describe('safety: input never turns the result into another origin', () => {
  it.each([
    ['/Custom_v2//evil.com', '/custom/evil.com'],
    ['/Custom_v2///evil.com/x', '/custom/evil.com/x'],
    ['//Custom_v2//evil.com', '/custom/evil.com'],
    ['/Home_v2/Documents//evil.com', '/community/documents/evil.com'],
    ['/Custom_v2/https:%2F%2Fevil.com', '/custom/https:%2F%2Fevil.com'],
    ['/Custom_v2/https:/evil.com', '/custom/https:/evil.com'],
    // `\` is read as `/` by URL parsers; `?`/`#` would move the rest into the query/fragment.
    ['/Custom_v2/\\evil.com', '/custom/%5Cevil.com'],
    ['/Custom_v2/a?b#c', '/custom/a%3Fb%23c'],
    ['/Custom_v2/\tevil', '/custom/%09evil'],
  ])('%s stays a same-origin path (%s)', (pathname, expected) => {
    const href = resolveLegacyPath(pathname, '');
    expect(href).toBe(expected);
    expect(new URL(href ?? '', 'https://portal.test').origin).toBe('https://portal.test');
  });

  it.each([
    '/Custom_v2/..',
    '/Custom_v2/../..//evil.com',
    '/Home_v2/Documents/./x',
    '/Home_v2/Documents/%2e%2E/%2E%2e/evil',
    '/Homeowner_v2/Messages/..',
  ])('rejects dot segments that would climb out of the target (%s)', (pathname) => {
    expect(resolveLegacyPath(pathname, '')).toBeNull();
  });

  it('never yields a protocol-relative or absolute href for any legacy row', () => {
    for (const [family, action] of specRows) {
      const href = resolveLegacyPath(`//${family}//${action}//evil.com`, '?a=1');
      expect(href).toMatch(/^\/[^/\\]/);
    }
  });
});
