import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { builtFile, expect, test } from './fixtures';
import { signInAs, useSandbox } from './sandbox';
import { moduleScript } from '../../scripts/module-scripts.ts';

// Issue 55 item 6: a page and a host configuration deployed out of step, or the app's code failing
// to arrive. `npm run check:deploy` catches the first before people do; the login page says either
// with a Retry, without the app; a lazily loaded piece of the chrome failing leaves the page working.

test.skip(({ pathPrefix }) => pathPrefix !== '', 'one run is enough: the paths are explicit here');

const run = promisify(execFile);
const WRONG_HASH = "'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='";
const withWrongHash = (policy: string) => policy.replace(/'sha256-[^']+'/g, WRONG_HASH);

/** `npm run check:deploy -- <url>`, as a deployment pipeline runs it. */
async function checkDeploy(url: string): Promise<{ passed: boolean; output: string }> {
  try {
    const { stdout } = await run(process.execPath, ['scripts/check-deploy.ts', url]);
    return { passed: true, output: stdout };
  } catch (error) {
    const failed = error as { stderr?: string };
    return { passed: false, output: failed.stderr ?? String(error) };
  }
}

/** A host in front of the portal whose policy is from another release (its hash is wrong). */
async function hostWithWrongHash(portal: string): Promise<Server> {
  const server = createServer((request, response) => {
    void fetch(new URL(request.url ?? '/', portal), {
      headers: { accept: request.headers.accept ?? '*/*' },
    }).then(async (answer) => {
      const headers: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (name === 'content-encoding' || name === 'content-length') return;
        headers[name] = name === 'content-security-policy' ? withWrongHash(value) : value;
      });
      response.writeHead(answer.status, headers);
      response.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

test('npm run check:deploy passes on the served portal and fails on a wrong policy hash', async ({
  baseURL,
}) => {
  const portal = baseURL ?? '';
  const served = await checkDeploy(portal);
  expect(served.output).toContain('every page’s inline script is allowed');
  expect(served.passed).toBe(true);

  const host = await hostWithWrongHash(portal);
  try {
    const drifted = await checkDeploy(`http://127.0.0.1:${(host.address() as AddressInfo).port}`);
    expect(drifted.passed).toBe(false);
    expect(drifted.output).toContain("/login: its inline script ('sha256-");
    expect(drifted.output).toContain('is not in the served policy’s script-src');
  } finally {
    host.close();
  }
});

/** The login page as a host whose policy does not allow its boot script serves it. */
async function serveLoginWithWrongHash(page: Page): Promise<void> {
  await page.route(/\/login$/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const answer = await route.fetch();
    const headers = answer.headers();
    headers['content-security-policy'] = withWrongHash(headers['content-security-policy'] ?? '');
    await route.fulfill({ response: answer, headers });
  });
}

test.describe('a login page whose boot script the policy refuses', () => {
  test.use({ allowCspViolations: true });

  // The app's entry is in the head, allowed as a file of the origin: only the prerendered page is
  // lost (npm run check:deploy says why, above), never the login.
  test('still signs in through the app’s own login page, with no could-not-load banner', async ({
    page,
  }) => {
    await serveLoginWithWrongHash(page);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
    await page.getByLabel('Email').fill('someone@example.com');
    await expect(page.getByLabel('Email')).toHaveValue('someone@example.com');
    // The app took the banner out as it started: it cannot show 8 s in.
    await expect(page.getByText('Courtyard could not load.')).toHaveCount(0);
  });
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('the app’s entry failing to download is said in the browser’s language, with Retry', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/login')).text();
    // The head's module script is the app's entry.
    const entry = [...html.matchAll(moduleScript)].at(-1)?.[1] ?? '';
    expect(entry).toMatch(/^\/assets\//);
    await page.route(`**${entry}`, (route) => route.abort('connectionfailed'));
    await page.goto('/login');
    // The prerendered page is there; its app is not.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const banner = page.getByRole('alert').filter({ hasText: 'Courtyard' });
    await expect(banner).toContainText(
      'Courtyard no se pudo cargar. Revise su conexión e inténtelo de nuevo.',
      { timeout: 10_000 },
    );
    await expect(banner.getByRole('link', { name: 'Reintentar' })).toBeVisible();
    await expect(page.getByText('Courtyard could not load.')).toBeHidden();

    await page.unrouteAll();
    await banner.getByRole('link', { name: 'Reintentar' }).click();
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
    await expect(page.getByText('Courtyard no se pudo cargar.')).toHaveCount(0);
  });
});

test('the toaster’s and the assistant’s code failing to load leave the page working', async ({
  page,
  at,
}) => {
  // sonner's chunk (the toaster) and the assistant's panel, as the build named them.
  const chunks = [builtFile(/\/sonner\/dist\//), builtFile(/assistant-panel\.tsx$/)];
  const blocked: string[] = [];
  for (const chunk of chunks)
    await page.route(`**${chunk}`, (route) => {
      blocked.push(chunk);
      return route.abort('connectionfailed');
    });
  await useSandbox(page);
  await signInAs(page, at, 'jordan.rivera@example.com', 'Jordan Rivera');
  await expect.poll(() => blocked.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Ask the assistant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rules assistant' });
  await expect(dialog.getByRole('alert')).toHaveText(
    'The assistant could not load. Check your connection, then reload the page to ask it.',
  );
  await dialog.getByRole('button', { name: 'Close the assistant' }).click();
  expect(new Set(blocked)).toEqual(new Set(chunks));

  // Still the same page (no reload), and the rest of it works.
  await expect(page.getByRole('heading', { name: 'Welcome, Jordan Rivera' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Documents' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
});
