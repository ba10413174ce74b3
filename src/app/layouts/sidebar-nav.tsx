import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $docsEnabled } from '@/entities/session/model';
import { useOfferings, useRoles } from '@/entities/session/queries';
import { visibleNavigation } from '../navigation';

interface SidebarNavProps {
  onNavigate?: () => void;
  /** Unread inbox messages, shown on the Messages item. */
  unread?: number | undefined;
}

export function SidebarNav({ onNavigate, unread }: SidebarNavProps) {
  const { t } = useTranslation();
  const docs = useUnit($docsEnabled);
  const roles = useRoles();
  const offerings = useOfferings();
  const sections = visibleNavigation(
    { boardMember: roles.isBoardMember, billing: roles.canUseBilling, docs },
    offerings,
  );
  return (
    <nav aria-label={t('shell.mainNavigation')} className="flex flex-col gap-5 p-4">
      {sections.map((section) => (
        <div key={section.id}>
          <h2 className="mb-1 px-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {t(section.labelKey)}
          </h2>
          <ul className="flex flex-col">
            {section.items.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  onClick={onNavigate}
                  activeOptions={{ exact: item.to === '/billing' }}
                  className="flex min-h-11 items-center rounded-md px-2 text-sm text-ink hover:bg-surface-muted aria-[current=page]:bg-brand aria-[current=page]:text-brand-contrast"
                >
                  {t(item.labelKey)}
                  {item.to === '/my/messages' && unread ? (
                    <span className="ml-auto rounded-full bg-danger px-2 text-xs font-semibold text-danger-contrast">
                      {unread}
                      <span className="sr-only"> {t('shell.unread', { count: unread })}</span>
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
