import { assumeIssuedNow, serviceNow } from '@/lib/service-clock';
import { checkLinkToken, takeFromAddressBar } from '../lib/link-token';
import { LinkSignIn } from './link-sign-in';

// Read at once and out of the address bar before anything else runs.
function obtainToken() {
  const taken = takeFromAddressBar(['token', 'redirect']);
  const token = taken.token ?? null;
  const redirect = taken.redirect ?? null;
  const problem = checkLinkToken(token, new Date(serviceNow()));
  // Expired by a clock never measured on this device, which may be hours off: the service
  // decides, and only its refusal says "expired".
  if (problem === 'linkExpired' && token && assumeIssuedNow(token))
    return Promise.resolve({ token, redirect, refused: problem });
  return Promise.resolve(
    problem || !token ? { problem: problem ?? 'linkInvalid' } : { token, redirect },
  );
}

/**
 * /auth/jwt?token=…: a link that signs the homeowner in (from an email or the app), after asking
 * "Sign in as …?" (anyone can send a link). Not in a frame: only the parents the policy names may
 * frame the portal (frame-ancestors), and a parent page signing its person in is the embedding.
 */
export function TokenLoginPage() {
  return (
    <LinkSignIn
      titleKey="nav.tokenLogin"
      obtainToken={obtainToken}
      confirmSignedOut={window.self === window.top}
    />
  );
}
