import { Outlet } from '@tanstack/react-router';
import { PublicFrame } from '@/app/layouts/public-layout';
import { LoginPage } from '@/features/auth/components/login-page';
import { startupNamespaces } from '@/lib/i18n';
import type { Language } from '@/lib/language';
import { markupI18n, type ReadTranslations } from './markup-i18n';
import { renderRouteMarkup } from './route-markup';

/**
 * The login page as the signed-out app renders it at /login, as HTML (run at build time by
 * scripts/prerender.ts, in Node): the same components, so the two cannot drift. Without the
 * footer, which names the deployment's help centre (runtime configuration).
 */
export async function renderLoginMarkup(
  language: Language,
  read: ReadTranslations,
): Promise<string> {
  return renderRouteMarkup(await markupI18n(language, read, startupNamespaces), {
    layout: () => (
      <PublicFrame footer={null}>
        <Outlet />
      </PublicFrame>
    ),
    path: '/login',
    page: () => <LoginPage onLoggedIn={() => undefined} />,
    location: '/login',
  });
}
