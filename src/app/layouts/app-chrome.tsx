import { Outlet } from '@tanstack/react-router';
import { hasCapability } from '@/lib/api/capabilities';
import { isolate } from '@/lib/isolate';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { AssistantLauncher } from '@/features/assistant/components/assistant-launcher';
import { useUnreadMessageCount } from '@/features/messages/api/unread-count';
import { PropertySelector } from '@/features/property-selector/components/property-selector';
import { SessionExpiryWarning } from '@/entities/session/components/session-expiry-warning';
import { SettingsLoadError } from '@/entities/session/components/settings-load-error';
import {
  useCurrentUser,
  useMimic,
  useSelectedAssociation,
  useSettings,
} from '@/entities/session/queries';
import { ThemeOnDocument } from '../theme-on-document';
import { AssociationLogo } from './association-logo';
import {
  ChromeCompactRow,
  ChromeMark,
  ChromeSidebar,
  ChromeTopBar,
  ChromeWideSlot,
  mainClassName,
  menuTriggerClassName,
} from './chrome-frame';
import { isEmbeddedMode } from '../embed';
import { getRuntimeConfig } from '../runtime-config';
import { SidebarNav } from './sidebar-nav';
import { SiteFooter } from './site-footer';
import { UserMenu } from './user-menu';
import { useWideScreen } from './use-wide-screen';

/**
 * The logged-in frame: top bar, sidebar (a drawer under 768 px, and always in embedded mode),
 * main content, footer. Embedded mode drops what a parent page already has: banner and footer.
 */
export function AppChrome() {
  const { t } = useTranslation();
  const embedded = isEmbeddedMode();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const settings = useSettings().data;
  const mimic = useMimic();
  const user = useCurrentUser().data;
  const association = useSelectedAssociation();
  // Read here, not in the menu: the drawer mounts its menu only while open.
  const unread = useUnreadMessageCount(true);
  // CSS still hides the other variant where the screen size is unknown (null).
  const wide = useWideScreen();
  const showWide = wide !== false;
  const showNarrow = wide !== true;
  return (
    <div className="flex min-h-dvh flex-col">
      <ThemeOnDocument />
      <SessionExpiryWarning />
      <a href="#main-content" className="skip-link">
        {t('shell.skipToContent')}
      </a>
      {mimic.active ? (
        <div
          role="status"
          className="bg-amber-200 px-4 py-2 text-center text-sm font-semibold text-black"
        >
          {isolate((v) => t('shell.mimicBanner', v), {
            name: user ? `${user.firstName} ${user.lastName}` : '',
          })}
          {mimic.by ? <> {isolate((v) => t('shell.mimicBy', v), { by: mimic.by })}</> : null}
        </div>
      ) : null}
      <ChromeTopBar>
        <Dialog open={drawerOpen} onOpenChange={setDrawerOpen}>
          <DialogTrigger
            className={menuTriggerClassName(embedded)}
            aria-label={t('shell.openMenu')}
          >
            <Menu aria-hidden="true" />
          </DialogTrigger>
          <DialogContent
            shape="left"
            title={t('shell.menu')}
            description={t('shell.menuDescription')}
            descriptionHidden
            closeLabel={t('shell.closeMenu')}
          >
            <div className="border-b border-line px-4 py-3 md:hidden">
              <LanguageSwitch labelVisible />
            </div>
            <SidebarNav unread={unread} onNavigate={() => setDrawerOpen(false)} />
          </DialogContent>
        </Dialog>
        {embedded ? null : (
          <ChromeMark
            logo={
              <AssociationLogo
                src={association?.logoUrl ?? settings?.logoUrl}
                name={association?.name}
              />
            }
          />
        )}
        {showWide ? (
          <ChromeWideSlot>
            <PropertySelector />
          </ChromeWideSlot>
        ) : null}
        <div className="ml-auto flex min-w-0 items-center gap-1">
          {hasCapability('assistant') ? (
            <AssistantLauncher helpCenterUrl={getRuntimeConfig().helpCenterUrl} />
          ) : null}
          {showWide ? (
            <div className="hidden md:block">
              <LanguageSwitch />
            </div>
          ) : null}
          <UserMenu />
        </div>
      </ChromeTopBar>
      {showNarrow ? (
        <ChromeCompactRow>
          <PropertySelector />
        </ChromeCompactRow>
      ) : null}
      <div className="flex flex-1">
        {embedded || !showWide ? null : (
          <ChromeSidebar>
            <SidebarNav unread={unread} />
          </ChromeSidebar>
        )}
        <main id="main-content" tabIndex={-1} className={mainClassName}>
          <div className="mb-4 empty:hidden">
            <SettingsLoadError />
          </div>
          <Outlet />
        </main>
      </div>
      {embedded ? null : <SiteFooter />}
    </div>
  );
}
