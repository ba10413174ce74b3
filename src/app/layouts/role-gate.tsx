import { Outlet } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import type { Store } from 'effector';
import { useTranslation } from 'react-i18next';
import { NotForAccount } from '@/components/not-for-account';
import { $securityKnown } from '@/features/session/model';

/** Renders the child routes for people whose role allows them, and says so to everyone else. */
export function RoleGate({ allowed }: { allowed: Store<boolean> }) {
  const { t } = useTranslation();
  const [known, ok] = useUnit([$securityKnown, allowed]);
  if (!known) return <p role="status">{t('loading')}</p>;
  return ok ? <Outlet /> : <NotForAccount />;
}
