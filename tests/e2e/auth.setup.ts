import { test as setup } from '@playwright/test';
import { logInWithForm, signedInStatePath } from './fixtures';

// Signs in once through the form and keeps the browser's storage (the `user-store` session in
// localStorage) for every journey whose subject is not the sign-in itself: `logIn` starts from it.
// One state serves both roles: Jordan Rivera is a homeowner and a board member, and the journeys
// that need a homeowner only change the securities answer (`Prefer: example=homeownerOnly`).
setup('sign in once as Jordan Rivera', async ({ page }) => {
  await logInWithForm(page, (path) => path);
  await page.context().storageState({ path: signedInStatePath() });
});
