import {
  expect,
  logInWithForm,
  preferStatus,
  serveMimicUser,
  test,
  type SecurityAnswer,
} from './fixtures';

const userToken =
  'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJVc2VySWQiOiIxMDAxIiwiQ3VzdG9tZXIiOiJERU1PIiwidW5pcXVlX25hbWUiOiJqb3JkYW4ucml2ZXJhIiwiaWF0IjoxNzYzNzY5NjAwLCJleHAiOjQxMDI0NDQ4MDB9.';
const expiredToken = `${userToken.split('.')[0]}.${Buffer.from(JSON.stringify({ UserId: '1001', exp: 1_600_000_000 })).toString('base64url')}.`;

test(
  'token login signs in, opens the page asked for, and takes the token out of the URL',
  { tag: '@embed' },
  async ({ page, at }) => {
    await page.goto(
      at(`/auth/jwt?token=${userToken}&redirect=${encodeURIComponent('/community/faq')}`),
    );
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(at('/community/faq'));
    await expect(page.getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible();
    expect(page.url()).not.toContain('token=');
    const history = await page.evaluate(() => window.history.length);
    expect(history).toBeGreaterThan(0);
  },
);

test(
  'a signed-out visitor is asked "Sign in as …?" first, and nothing is asked of the services before Continue; Cancel stays signed out',
  { tag: '@embed' },
  async ({ page, at }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.includes('/mock/')) asked.push(r.url());
    });
    await page.goto(at(`/auth/jwt?token=${userToken}`));
    await expect(page.getByRole('heading', { name: 'Sign in?', level: 1 })).toBeVisible();
    await expect(page.getByText('Sign in as jordan.rivera?')).toBeVisible();
    expect(page.url()).not.toContain('token=');
    expect(asked).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(asked.filter((url) => url.includes('/mock/users/Users/'))).toEqual([]);
    await page.goto(at('/dashboard'));
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  },
);

test(
  'an expired or bad sign-in link explains itself on the login page',
  { tag: '@embed' },
  async ({ page, at }) => {
    await page.goto(at(`/auth/jwt?token=${expiredToken}`));
    await expect(page).toHaveURL(at('/login?reason=linkExpired'));
    await expect(page.getByText('This sign-in link has expired.', { exact: false })).toBeVisible();
    await page.goto(at('/auth/jwt?token=not-a-token'));
    await expect(page.getByText('This sign-in link is not valid.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  },
);

test(
  'single sign-on exchanges the provider token and opens the portal',
  { tag: '@embed' },
  async ({ page, at }) => {
    const exchanged: string[] = [];
    await page.route('**/mock/users/Users/AuthenticateSSO', async (route) => {
      exchanged.push(route.request().postData() ?? '');
      await route.continue();
    });
    await page.goto(at('/auth/sso?ssoToken=idp-assertion-123&clientId=DEMO'));
    await expect(page.getByRole('heading', { name: 'Welcome, Jordan Rivera' })).toBeVisible();
    expect(JSON.parse(exchanged[0] ?? '{}')).toEqual({
      ssoToken: 'idp-assertion-123',
      clientId: 'DEMO',
    });
    expect(page.url()).not.toContain('idp-assertion');
  },
);

test('single sign-on while already signed in opens the portal, even with a failing widget', async ({
  page,
  at,
}) => {
  await logInWithForm(page, at);
  // A reload restores the stored session while the link signs in again; the unread count fails.
  await preferStatus(page, '**/mock/users/Messages?unreadOnly=*', 'code=500');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.goto(at('/auth/sso?ssoToken=idp-assertion-123&clientId=DEMO'));
    await expect(page.getByRole('heading', { name: 'Welcome, Jordan Rivera' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(at('/dashboard'));
  }
});

test(
  'a refused single sign-on sends the person to log in with a reason',
  { tag: '@embed' },
  async ({ page, at }) => {
    await preferStatus(page, '**/mock/users/Users/AuthenticateSSO', 'code=401');
    await page.goto(at('/auth/sso?ssoToken=bad'));
    await expect(
      page.getByText('Single sign-on did not work for your account.', { exact: false }),
    ).toBeVisible();
  },
);

test(
  'a rejected off-site return target falls back to the dashboard',
  { tag: '@embed' },
  async ({ page, at }) => {
    await page.goto(at(`/login?redirect=${encodeURIComponent('//evil.example/phish')}`));
    await page.getByLabel('Email').fill('jordan@example.com');
    await page.getByLabel('Password').fill('secret1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(at('/dashboard'));
  },
);

test('the client id travels with the authenticate call', async ({ page, at }) => {
  const bodies: string[] = [];
  await page.route('**/mock/users/Users/Authenticate', async (route) => {
    bodies.push(route.request().postData() ?? '');
    await route.continue();
  });
  await page.goto(at('/login/MAPLE'));
  await expect(page.getByText('Company code: MAPLE')).toBeVisible();
  await page.getByLabel('Email').fill('jordan@example.com');
  await page.getByLabel('Password').fill('secret1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Jordan Rivera' })).toBeVisible();
  expect(JSON.parse(bodies[0] ?? '{}')).toMatchObject({ clientId: 'MAPLE' });
});

test('a company code that is not one is a page that does not exist, never echoed', async ({
  page,
  at,
}) => {
  await page.goto(at(`/login/${encodeURIComponent('Call 555-0100 now')}`));
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText(/555-0100/)).toHaveCount(0);
});

test('no account found and a server error show the spec texts', async ({ page, open }) => {
  await preferStatus(page, '**/mock/users/Users/Authenticate', 'code=404, example=noAccount');
  await open('/login');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('secret1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('No account found');
  await page.unrouteAll();
  await preferStatus(page, '**/mock/users/Users/Authenticate', 'code=500');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Server Error: We apologize. There was an error from the server. You might need to try again later.',
  );
});

test('a management-company user mimicking a homeowner sees the mimic banner on every page', async ({
  page,
  at,
}) => {
  await serveMimicUser(page, 'Dana Whitfield');
  await logInWithForm(page, at);
  await expect(page.getByRole('status').filter({ hasText: 'You are in mimic mode' })).toBeVisible();
  await page.goto(at('/community/help'));
  await expect(page.getByRole('status').filter({ hasText: 'You are in mimic mode' })).toBeVisible();
});

test.describe('roles', () => {
  test('a board URL opened by a homeowner who is not on the board says it is not for them', async ({
    page,
    at,
  }) => {
    await preferStatus(page, '**/mock/users/Security', 'example=homeownerOnly');
    await logInWithForm(page, at);
    await page.goto(at('/board/arcs'));
    await expect(
      page.getByRole('heading', { name: 'Not available for your account', level: 1 }),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ARC requests' }),
    ).toHaveCount(0);
  });

  test('a board member sees the board area', async ({ page, at }) => {
    await logInWithForm(page, at);
    await page.goto(at('/board/arcs'));
    await expect(page.getByRole('heading', { name: 'ARC requests', level: 1 })).toBeVisible();
  });

  test('a non-homeowner member sees no billing', async ({ page, at }) => {
    await page.route('**/mock/users/Security', (route) =>
      route.fulfill({
        json: {
          securities: [],
          boardAssociationIds: [],
          arcChairAssociationIds: [],
          roles: ['nonHomeownerMember'],
        } satisfies SecurityAnswer,
      }),
    );
    await logInWithForm(page, at);
    await page.goto(at('/billing'));
    await expect(
      page.getByRole('heading', { name: 'Not available for your account', level: 1 }),
    ).toBeVisible();
  });
});
