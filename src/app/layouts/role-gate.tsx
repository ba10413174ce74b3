import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { NotHere } from '@/components/not-here';
import { useRoles, type Roles } from '@/entities/session/queries';
import { LoadingStatus } from '@/components/loading-status';

/**
 * Renders the child routes for people whose role allows them, and says so to everyone else. While
 * the securities load it waits; when they cannot be loaded it says so, with Try Again, rather than
 * telling a board member the page is not for their account.
 */
export function RoleGate({ allowed }: { allowed: (roles: Roles) => boolean }) {
  const { t } = useTranslation();
  const roles = useRoles();
  if (roles.failure) {
    return (
      <LoadError
        message={t('securityLoadFailed')}
        error={roles.failure.error}
        onRetry={roles.failure.retry}
        retrying={roles.failure.retrying}
      />
    );
  }
  if (!roles.known) return <LoadingStatus>{t('loading')}</LoadingStatus>;
  return allowed(roles) ? <Outlet /> : <NotHere reason="notForAccount" />;
}
