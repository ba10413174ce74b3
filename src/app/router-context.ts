import type { QueryClient } from '@tanstack/react-query';
import type { ParsedLocation } from '@tanstack/react-router';
import { redirect } from '@tanstack/react-router';
import type { RouterSession } from '@/entities/session/router-session';

/**
 * What every route's `beforeLoad` and loader receive. A module of its own, apart from the router:
 * the routes import it, and the router imports the routes.
 */
export interface RouterContext {
  queryClient: QueryClient;
  session: RouterSession;
}

/**
 * The `beforeLoad` of every page behind login: a visitor without a session goes to /login and
 * comes back here afterwards.
 */
export function requireSignIn({
  context,
  location,
}: {
  context: RouterContext;
  location: ParsedLocation;
}): void {
  if (context.session.isLoggedIn) return;
  throw redirect({ to: '/login/{-$clientId}', search: { redirect: location.href }, replace: true });
}
