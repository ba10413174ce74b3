import { useUnit } from 'effector-react';
import { Tabs } from 'radix-ui';
import { TabList, TabTrigger } from '@/components/ui/tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { Button } from '@/components/ui/button';
import { $userId } from '@/entities/session/model';
import { useProfile } from '../api/profile-api';
import { isProfileTab, PROFILE_TABS, type ProfileTab } from '../lib/tabs';
import { AddressSection } from './address-section';
import { ContactSection } from './contact-section';
import { DeliverySection } from './delivery/delivery-section';
import { LoginSection } from './login-section';
import { PreferencesSection } from './preferences-section';
import { UnsavedChangesGuard } from './unsaved-changes';
import { LoadingStatus } from '@/components/loading-status';

export interface ProfileSettingsPageProps {
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
}

/**
 * /my/profile-settings (SPEC §2 Profile): contact info, addresses, login info, preferences and delivery as
 * tabs named in the address (`?tab=login`), so links and messages such as PA037 land on the right
 * one. Leaving a form with changes asks first.
 */
export function ProfileSettingsPage({ tab, onTabChange }: ProfileSettingsPageProps) {
  // The form messages live in `auth` (SPEC §5 login messages) and `profile`: load both up front.
  const { t } = useTranslation(['profile', 'auth', 'delivery']);
  const userId = useUnit($userId);
  return (
    <Page title={t('common:nav.profileSettings')} description={t('intro')}>
      <UnsavedChangesGuard>
        <Tabs.Root
          value={tab}
          onValueChange={(value) => {
            if (isProfileTab(value)) onTabChange(value);
          }}
          // Arrow keys move between tabs; Enter or Space opens one (opening may ask first).
          activationMode="manual"
          className="flex flex-col gap-4"
        >
          <TabList aria-label={t('tabs.label')}>
            {PROFILE_TABS.map((name) => (
              <TabTrigger key={name} value={name}>
                {t(`tabs.${name}`)}
              </TabTrigger>
            ))}
          </TabList>
          {userId === null ? null : <ProfileTabs homeownerId={userId} />}
        </Tabs.Root>
      </UnsavedChangesGuard>
    </Page>
  );
}

function ProfileTabs({ homeownerId }: { homeownerId: number }) {
  const { t } = useTranslation('profile');
  const profile = useProfile(homeownerId);
  const content = 'outline-none focus-visible:ring-2 focus-visible:ring-brand';

  const needsProfile = (render: (data: NonNullable<typeof profile.data>) => ReactNode) => {
    if (profile.data) return render(profile.data);
    if (profile.isError)
      return (
        <div className="flex flex-col items-start gap-2">
          <p role="alert" className="font-medium text-danger">
            {t('loadFailed')}
          </p>
          <Button variant="secondary" onClick={() => void profile.refetch()}>
            {t('actions.retry')}
          </Button>
        </div>
      );
    return <LoadingStatus className="text-ink-muted">{t('common:loading')}</LoadingStatus>;
  };

  return (
    <>
      <Tabs.Content value="contact" className={content}>
        {needsProfile((data) => (
          <ContactSection homeownerId={homeownerId} contacts={data.contacts} />
        ))}
      </Tabs.Content>
      <Tabs.Content value="addresses" className={content}>
        {needsProfile((data) => (
          <AddressSection homeownerId={homeownerId} addresses={data.addresses} />
        ))}
      </Tabs.Content>
      <Tabs.Content value="login" className={content}>
        {needsProfile((data) => (
          <LoginSection homeownerId={homeownerId} profile={data} />
        ))}
      </Tabs.Content>
      <Tabs.Content value="preferences" className={content}>
        <PreferencesSection homeownerId={homeownerId} />
      </Tabs.Content>
      <Tabs.Content value="delivery" className={content}>
        <DeliverySection homeownerId={homeownerId} />
      </Tabs.Content>
    </>
  );
}
