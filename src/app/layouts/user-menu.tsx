import { useNavigate } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import {
  $colorSchemeChoice,
  $themeOverridden,
  colorSchemeChosen,
  designTemplates,
  themeChosen,
  themeReset,
} from '@/entities/session/model';
import { colorSchemeChoices, isColorSchemeChoice } from '@/lib/color-scheme';
import { useCurrentUser, useTheme } from '@/entities/session/queries';

const itemClass =
  'flex min-h-11 cursor-pointer items-center rounded px-3 text-sm outline-none data-[highlighted]:bg-surface-muted';

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const overridden = useUnit($themeOverridden);
  const theme = useTheme();
  const colorScheme = useUnit($colorSchemeChoice);
  const user = useCurrentUser().data;
  const name = user ? `${user.firstName} ${user.lastName}` : t('shell.account');
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="flex min-h-11 min-w-0 items-center gap-1 rounded-md px-2 text-sm font-medium hover:bg-surface-muted">
        <bdi className="max-w-28 truncate sm:max-w-40">{name}</bdi>
        <ChevronDown aria-hidden="true" size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-56 overflow-y-auto rounded-md border border-line bg-surface p-1 text-ink shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs text-ink-muted">
            {user?.email}
          </DropdownMenu.Label>
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => void navigate({ to: '/my/profile-settings' })}
          >
            {t('nav.profileSettings')}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => void navigate({ to: '/my/messages' })}
          >
            {t('nav.messages')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Label className="px-3 py-1 text-xs text-ink-muted">
            {t('theme.label')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={overridden ? theme : 'association'}
            onValueChange={(value) => {
              if (value === 'association') themeReset();
              else themeChosen(value);
            }}
          >
            <DropdownMenu.RadioItem value="association" className={itemClass}>
              <DropdownMenu.ItemIndicator className="mr-2">✓</DropdownMenu.ItemIndicator>
              {t('theme.association')}
            </DropdownMenu.RadioItem>
            {designTemplates.map((template) => (
              <DropdownMenu.RadioItem key={template} value={template} className={itemClass}>
                <DropdownMenu.ItemIndicator className="mr-2">✓</DropdownMenu.ItemIndicator>
                {t(`theme.names.${template}`)}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Label className="px-3 py-1 text-xs text-ink-muted">
            {t('colorScheme.label')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={colorScheme}
            onValueChange={(value) => {
              if (isColorSchemeChoice(value)) colorSchemeChosen(value);
            }}
          >
            {colorSchemeChoices.map((choice) => (
              <DropdownMenu.RadioItem key={choice} value={choice} className={itemClass}>
                <DropdownMenu.ItemIndicator className="mr-2">✓</DropdownMenu.ItemIndicator>
                {t(`colorScheme.${choice}`)}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => void navigate({ to: '/logout' })}
          >
            {t('nav.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
