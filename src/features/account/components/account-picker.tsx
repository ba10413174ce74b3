import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubLedger } from '@/entities/account/queries';
import { isolateText } from '@/lib/isolate';

interface AccountPickerProps {
  accounts: readonly SubLedger[];
  account: SubLedger;
  onChange: (subLedgerId: number) => void;
}

/** Which of the property's accounts (sub-ledgers) the page shows; nothing to pick with one. */
export function AccountPicker({ accounts, account, onChange }: AccountPickerProps) {
  const { t } = useTranslation('account');
  const id = useId();
  if (accounts.length < 2) return null;
  return (
    <div className="flex max-w-md flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t('picker.label')}
      </label>
      <select
        id={id}
        className="min-h-11 rounded-md border border-line bg-surface px-3"
        value={account.subLedgerId}
        onChange={(event) => {
          onChange(Number(event.target.value));
        }}
      >
        {accounts.map((option) => (
          <option key={option.subLedgerId} value={option.subLedgerId}>
            {t('picker.option', {
              accountNumber: isolateText(option.accountNumber),
              name: isolateText(option.name),
            })}
          </option>
        ))}
      </select>
    </div>
  );
}
