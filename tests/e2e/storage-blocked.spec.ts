import { expect, test } from './fixtures';
import { signInAs, useSandbox } from './sandbox';

// Issue 55 item 8: a browser that blocks the site's storage (cookies and site data blocked, as
// Safari's and Firefox's strictest settings do) is told what that means, and can still sign in.
test('blocked storage says so, and signing in still works in this tab', async ({
  page,
  at,
  pathPrefix,
}) => {
  test.skip(pathPrefix !== '', 'the sandbox journeys run at / only');
  // As such a browser does: reading `localStorage` throws a SecurityError.
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await useSandbox(page);
  await signInAs(page, at, 'jordan.rivera@example.com', 'Jordan Rivera');
  await expect(
    page.getByRole('status').filter({ hasText: 'Your browser is blocking this site’s storage' }),
  ).toHaveText(
    'Your browser is blocking this site’s storage (private browsing or a privacy setting): you stay signed in in this tab only, and reloading it signs you out.',
  );
});
