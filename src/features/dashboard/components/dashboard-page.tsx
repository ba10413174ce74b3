import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $user } from '@/features/session/model';

export function DashboardPage() {
  const { t } = useTranslation();
  const user = useUnit($user);
  return (
    <div>
      <h1 className="text-2xl font-semibold">
        {user
          ? t('dashboard.welcome', { name: `${user.firstName} ${user.lastName}` })
          : t('loading')}
      </h1>
    </div>
  );
}
