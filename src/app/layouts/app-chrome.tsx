import { Outlet } from '@tanstack/react-router';
import { Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch';
import { AssistantLauncher } from '@/features/assistant/components/assistant-launcher';
import { useUnreadMessageCount } from '@/features/messages/api/unread-count';
import { PropertySelector } from '@/features/property-selector/components/property-selector';
import { SettingsLoadError } from '@/entities/session/components/settings-load-error';
import {
  useCurrentUser,
  useMimic,
  useSelectedAssociation,
  useSettings,
} from '@/entities/session/queries';
import { ThemeOnDocument } from '../theme-on-document';
import { AssociationLogo } from './association-logo';
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
      <a href="#main-content" className="skip-link">
        {t('shell.skipToContent')}
      </a>
      {mimic.active ? (
        <div
          role="status"
          className="bg-amber-200 px-4 py-2 text-center text-sm font-semibold text-black"
        >
          {t('shell.mimicBanner', { name: user ? `${user.firstName} ${user.lastName}` : '' })}
          {mimic.by ? ` ${t('shell.mimicBy', { by: mimic.by })}` : null}
        </div>
      ) : null}
      {/* Under 768 px one bar of at most 56 px (issue 21): menu, mark, assistant, account. The
          property selector gets a compact row that scrolls away and the language moves into the
          menu, so every page's heading starts within the first 150 px of a phone. */}
      <header className="sticky top-0 z-30 border-b border-line bg-surface">
        <div className="flex items-center gap-2 px-3 py-1">
          <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
            <Dialog.Trigger
              className={`flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-md hover:bg-surface-muted ${embedded ? '' : 'md:hidden'}`}
              aria-label={t('shell.openMenu')}
            >
              <Menu aria-hidden="true" />
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
              <Dialog.Content className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto bg-surface text-ink shadow-xl">
                <div className="flex items-center justify-between border-b border-line px-4 py-2">
                  <Dialog.Title className="font-semibold">{t('shell.menu')}</Dialog.Title>
                  <Dialog.Close
                    className="flex min-h-11 min-w-11 items-center justify-center rounded-md hover:bg-surface-muted"
                    aria-label={t('shell.closeMenu')}
                  >
                    <X aria-hidden="true" />
                  </Dialog.Close>
                </div>
                <Dialog.Description className="sr-only">
                  {t('shell.menuDescription')}
                </Dialog.Description>
                <div className="border-b border-line px-4 py-3 md:hidden">
                  <LanguageSwitch labelVisible />
                </div>
                <SidebarNav unread={unread} onNavigate={() => setDrawerOpen(false)} />
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
          {embedded ? null : (
            <span className="flex shrink-0 items-center gap-2 font-semibold text-brand">
              <AssociationLogo
                src={association?.logoUrl ?? settings?.logoUrl}
                name={association?.name}
              />
              <span className="hidden sm:inline">Courtyard</span>
            </span>
          )}
          {showWide ? (
            <div className="hidden min-w-0 flex-1 md:block">
              <PropertySelector />
            </div>
          ) : null}
          <div className="ml-auto flex min-w-0 items-center gap-1">
            <AssistantLauncher helpCenterUrl={getRuntimeConfig().helpCenterUrl} />
            {showWide ? (
              <div className="hidden md:block">
                <LanguageSwitch />
              </div>
            ) : null}
            <UserMenu />
          </div>
        </div>
      </header>
      {showNarrow ? (
        <div className="border-b border-line bg-surface px-3 py-1 empty:hidden md:hidden">
          <PropertySelector />
        </div>
      ) : null}
      <div className="flex flex-1">
        {embedded || !showWide ? null : (
          <aside className="hidden w-64 shrink-0 border-r border-line bg-surface md:block">
            <SidebarNav unread={unread} />
          </aside>
        )}
        {/* At least the window's height: the footer stays below the fold while a page loads,
            instead of showing under "Loading…" and jumping down when the page comes. */}
        <main
          id="main-content"
          tabIndex={-1}
          className="min-h-dvh min-w-0 flex-1 px-4 py-4 outline-none md:px-8 md:py-6"
        >
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
