// Legacy redirects (SPEC §2 "Legacy redirects"): links from the old portal (`/Home_v2/Login`,
// `/Board_v2/ActionItems_ARC?x=1`, …) still circulate in e-mails and bookmarks. This module maps
// them to the new routes. It is pure and table-driven: every SPEC row is one entry of
// `legacyRedirects`; `resolveLegacyPath` only interprets the table.

export type LegacyFamily = 'Homeowner_v2' | 'Home_v2' | 'Board_v2' | 'Payments_v2' | 'Custom_v2';

/** A path inside the app; always starts with `/` followed by a non-slash, so never `//host`. */
type AppPath = `/${string}`;

interface LegacyRedirectBase {
  /** First segment of the old path; matched case-insensitively (old links come in every case). */
  readonly family: LegacyFamily;
  /** New path; segments after the action are appended to it. */
  readonly target: AppPath;
}

/** A row selected by one of a fixed set of action names (second segment, case-insensitive). */
export interface LegacyActionRedirect extends LegacyRedirectBase {
  readonly actions: readonly [string, ...string[]];
  /**
   * Used instead of `target` when further segments follow the action (they are appended to it):
   * `Homeowner_v2/Messages` opens the request list, `Homeowner_v2/Messages/42` one conversation.
   */
  readonly targetWithRest?: AppPath;
}

/** A row matching any action; the action segment itself is kept as the first appended segment. */
export interface LegacyParamRedirect extends LegacyRedirectBase {
  readonly actions: 'param';
}

export type LegacyRedirect = LegacyActionRedirect | LegacyParamRedirect;

export const legacyRedirects: readonly LegacyRedirect[] = [
  // Homeowner_v2
  {
    family: 'Homeowner_v2',
    actions: ['SubmitRequest', 'GeneralRequest', 'ReservationRequest'],
    target: '/community/new-request',
  },
  {
    family: 'Homeowner_v2',
    actions: ['Billing', 'MakePayment', 'CCPayment', 'RecurringPayments', 'MakeRecurringPayments'],
    target: '/billing',
  },
  {
    family: 'Homeowner_v2',
    actions: ['Messages'],
    target: '/community/requests',
    targetWithRest: '/my/messages',
  },
  { family: 'Homeowner_v2', actions: ['ContactInfo', 'MyLogin'], target: '/my/profile-settings' },
  { family: 'Homeowner_v2', actions: ['Directory'], target: '/community/directory' },
  { family: 'Homeowner_v2', actions: ['OwnerDashboard'], target: '/dashboard' },
  {
    family: 'Homeowner_v2',
    actions: ['AutoDraftEnrollment', 'AutoDraftForm'],
    target: '/billing/auto-draft',
  },
  { family: 'Homeowner_v2', actions: ['Help'], target: '/community/help' },
  // Documents/:param? — the optional document segment is simply a remaining segment.
  { family: 'Homeowner_v2', actions: ['Documents'], target: '/community/documents' },
  {
    family: 'Homeowner_v2',
    actions: ['ResourceCalendar', 'Calendar'],
    target: '/community/calendar',
  },
  { family: 'Homeowner_v2', actions: ['FAQ'], target: '/community/faq' },
  { family: 'Homeowner_v2', actions: ['ArcRequest'], target: '/board/arcs' },

  // Home_v2
  { family: 'Home_v2', actions: ['ResourceCalendar', 'Calendar'], target: '/community/calendar' },
  { family: 'Home_v2', actions: ['Login'], target: '/login' },
  { family: 'Home_v2', actions: ['SignUp'], target: '/create-account' },
  { family: 'Home_v2', actions: ['Registration'], target: '/request-account' },
  { family: 'Home_v2', actions: ['Documents'], target: '/community/documents' },
  { family: 'Home_v2', actions: ['FAQ'], target: '/community/faq' },
  { family: 'Home_v2', actions: ['Help'], target: '/community/help' },
  { family: 'Home_v2', actions: ['ForgotPassword'], target: '/forgot-login' },

  // Board_v2
  { family: 'Board_v2', actions: ['ToDoList'], target: '/board/to-do-list' },
  { family: 'Board_v2', actions: ['HomeownerList'], target: '/board/homeowners' },
  { family: 'Board_v2', actions: ['Inspections'], target: '/board/inspections' },
  { family: 'Board_v2', actions: ['ActionItems_Collections'], target: '/board/collections' },
  { family: 'Board_v2', actions: ['ActionItems_Violations'], target: '/board/violations' },
  { family: 'Board_v2', actions: ['ActionItems_ARC'], target: '/board/arcs' },
  { family: 'Board_v2', actions: ['ActionItems_WorkOrders'], target: '/board/work-orders' },
  { family: 'Board_v2', actions: ['ActionItems_Invoices'], target: '/board/invoices' },
  { family: 'Board_v2', actions: ['BankAccounts'], target: '/board/bank-accounts' },
  { family: 'Board_v2', actions: ['Reports'], target: '/board/reports' },

  // Payments_v2 (note: MakeRecurringPayment, singular, unlike Homeowner_v2 — as the SPEC lists)
  {
    family: 'Payments_v2',
    actions: ['AutoDraftEnrollment', 'AutoDraftForm'],
    target: '/billing/auto-draft',
  },
  {
    family: 'Payments_v2',
    actions: ['CCPayment', 'MakePayment', 'eCheck', 'RecurringPayments', 'MakeRecurringPayment'],
    target: '/billing',
  },

  // Custom_v2/:param → /custom/:param (route `/custom/$legacyAction`)
  { family: 'Custom_v2', actions: 'param', target: '/custom' },
];

const key = (family: string, action: string): string =>
  `${family.toLowerCase()}/${action.toLowerCase()}`;

// Lookup built once from the table: "family/action" → row for named actions, "family" → row for
// `param` rows. A duplicate would make the table ambiguous, so it fails at load time.
const byAction = new Map<string, LegacyActionRedirect>();
const byFamily = new Map<string, LegacyParamRedirect>();
for (const row of legacyRedirects) {
  if (row.actions === 'param') {
    if (byFamily.has(row.family.toLowerCase()))
      throw new Error(`Duplicate legacy family ${row.family}`);
    byFamily.set(row.family.toLowerCase(), row);
    continue;
  }
  for (const action of row.actions) {
    const k = key(row.family, action);
    if (byAction.has(k)) throw new Error(`Duplicate legacy redirect ${row.family}/${action}`);
    byAction.set(k, row);
  }
}

// `.`/`..` (also percent-encoded, which URL parsers treat the same) would climb out of the target.
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;
// Characters that cannot appear raw in an encoded path segment and would change how the href
// parses (query, fragment, `\` read as `/`, whitespace/control characters stripped by parsers).
// eslint-disable-next-line no-control-regex -- control characters are exactly what is matched
const UNSAFE_CHAR = /[\u0000-\u0020\u007f?#\\]/g;

function safeSegment(segment: string): string | null {
  if (DOT_SEGMENT.test(segment)) return null;
  return segment.replace(UNSAFE_CHAR, (char) => encodeURIComponent(char));
}

/**
 * The new href for an old-portal path: the target path, any remaining segments (as given, already
 * URL-encoded) and the query string unchanged. `null` when the path is not a legacy one — not a
 * legacy family, a family alone, or an unknown action — so the caller renders not-found.
 *
 * The result always starts with a fixed target path from the table, so input can never turn it
 * into an absolute or protocol-relative URL; empty segments (`//`, trailing `/`) are dropped and
 * dot segments return `null`.
 */
export function resolveLegacyPath(pathname: string, search: string): string | null {
  const [family, action, ...rest] = pathname.split('/').filter((segment) => segment !== '');
  if (family === undefined || action === undefined) return null;

  const actionRow = byAction.get(key(family, action));
  const paramRow = actionRow ? undefined : byFamily.get(family.toLowerCase());

  let base: AppPath;
  let kept: string[];
  if (actionRow) {
    base =
      rest.length > 0 && actionRow.targetWithRest ? actionRow.targetWithRest : actionRow.target;
    kept = rest;
  } else if (paramRow) {
    base = paramRow.target;
    kept = [action, ...rest];
  } else {
    return null;
  }

  const segments: string[] = [];
  for (const segment of kept) {
    const safe = safeSegment(segment);
    if (safe === null) return null;
    segments.push(safe);
  }

  const path = segments.length > 0 ? `${base}/${segments.join('/')}` : base;
  const query = search === '' || search.startsWith('?') ? search : `?${search}`;
  return `${path}${query}`;
}
