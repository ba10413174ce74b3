// Journeys against the sandbox (mocks/sandbox): each gets a fresh copy of the demo community of its
// own (a tenant, picked by the `courtyard_sandbox` cookie), so journeys running side by side never
// see each other's payments, and no journey answers a request itself. Prism stays the default for
// the journeys about the error catalogue and the contracts' exact examples.
import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';

import { DEMO_PASSWORD, TENANT_COOKIE } from '../../mocks/sandbox/demo.ts';

export { DEMO_PASSWORD, TENANT_COOKIE };

export interface SandboxTenant {
  name: string;
  /** Moves the sandbox's clock for this tenant (the browser's is the journey's to set alike). */
  setClock(now: string): Promise<void>;
  /** How long this tenant's payment processor takes to confirm (a second tab meets it busy). */
  setProcessingTime(ms: number): Promise<void>;
}

/** The portal's address in this run (playwright.config.ts: the app on E2E_PORT_BASE). */
function baseOf(): string {
  return `http://127.0.0.1:${process.env.E2E_PORT_BASE ?? '4600'}`;
}

/** A fresh demo community for this page's browser context; `now` fixes its clock (seed dates too). */
export async function useSandbox(
  page: Page,
  options: { now?: string } = {},
): Promise<SandboxTenant> {
  const name = `j${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const base = baseOf();
  await page
    .context()
    .addCookies([{ name: TENANT_COOKIE, value: name, url: base, sameSite: 'Strict' }]);
  const post = async (path: string, body: Record<string, unknown>) => {
    const response = await page.request.post(`${base}${path}`, {
      data: body,
      headers: { cookie: `${TENANT_COOKIE}=${name}` },
    });
    expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  };
  await post('/__sandbox/tenants', { name, ...(options.now ? { now: options.now } : {}) });
  return {
    name,
    setClock: (now) => post('/__sandbox/clock', { now }),
    setProcessingTime: (ms) => post('/__sandbox/processing', { ms }),
  };
}

/** Signs in through the form as a demo person, as they would; lands on the dashboard. */
export async function signInAs(
  page: Page,
  at: (path: string) => string,
  email: string,
  name: string,
): Promise<void> {
  await page.goto(at('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();
}

/** The card the sandbox journeys add: Stripe's debit Visa test number, stored as Visa ••5556. */
export const TEST_DEBIT_VISA = { number: '4000 0566 5566 5556', last4: '5556', expiry: '08/30' };

/**
 * In the "Add a payment method" dialog: picks Card and fills the sandbox provider's form with the
 * test debit Visa, as a homeowner would type it; the caller presses Save (or Cancel).
 */
export async function fillTestCard(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: /^Card/ }).click();
  await expect(dialog.getByText(/Sandbox payment provider/)).toBeVisible();
  await dialog.getByLabel('Cardholder name').fill('Jordan Rivera');
  await dialog.getByLabel('Card number').fill(TEST_DEBIT_VISA.number);
  await dialog.getByLabel('Expiry date (MM/YY)').fill(TEST_DEBIT_VISA.expiry);
  await dialog.getByLabel('Security code (CVC)').fill('123');
}

/** A user token as the users service issues it at the tenant's present time (a sign-in link's). */
export async function issuedToken(
  page: Page,
  tenant: SandboxTenant,
  email: string,
): Promise<string> {
  const signIn = await page.request.post(`${baseOf()}/mock/users/Users/Authenticate`, {
    headers: { cookie: `${TENANT_COOKIE}=${tenant.name}` },
    data: { email, password: DEMO_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  return ((await signIn.json()) as { token: string }).token;
}

/**
 * Someone else reserves a slot in this tenant, as their own browser would (signed in through the
 * users service, then the associations service): the slot is really taken, not answered as taken.
 */
export async function reserveAs(
  page: Page,
  tenant: SandboxTenant,
  email: string,
  associationId: number,
  slot: { amenityId: number; date: string; startTime: string; endTime: string },
): Promise<void> {
  const base = baseOf();
  const headers = { cookie: `${TENANT_COOKIE}=${tenant.name}` };
  const token = await issuedToken(page, tenant, email);
  const booked = await page.request.post(
    `${base}/mock/associations/Associations/${String(associationId)}/Reservation`,
    { headers: { ...headers, authorization: `Bearer ${token}` }, data: slot },
  );
  expect(booked.status(), await booked.text()).toBe(201);
}
