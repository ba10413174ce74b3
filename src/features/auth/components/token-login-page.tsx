import { checkLinkToken, takeFromAddressBar } from '../lib/link-token';
import { LinkSignIn } from './link-sign-in';

// Read at once and out of the address bar before anything else runs.
function obtainToken() {
  const taken = takeFromAddressBar(['token', 'redirect']);
  const token = taken.token ?? null;
  const redirect = taken.redirect ?? null;
  const problem = checkLinkToken(token, new Date());
  return Promise.resolve(
    problem || !token ? { problem: problem ?? 'linkInvalid' } : { token, redirect },
  );
}

/** /auth/jwt?token=…: a link that signs the homeowner in directly (from an email or the app). */
export function TokenLoginPage() {
  return <LinkSignIn titleKey="nav.tokenLogin" obtainToken={obtainToken} />;
}
