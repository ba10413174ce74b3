import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { fieldErrorId } from '@/components/schema-form';
import { cn } from '@/lib/cn';
import { maskAccountNumber, type LegacyFormData } from '../lib/legacy-form';

/**
 * `"ui:widget": "maskedAccountNumber"`: a bank account number is shown in full only while it is
 * being typed; once the field is left it reads ••••6789, so it is not left on screen. The value
 * itself is kept (what was typed is never lost) and never logged.
 */
export function MaskedNumberWidget({
  id,
  htmlName,
  value,
  required,
  disabled,
  readonly,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps<LegacyFormData>) {
  const { t } = useTranslation('manage-payments');
  const [editing, setEditing] = useState(false);
  const text = typeof value === 'string' ? value : '';
  const masked = !editing && text !== '';
  const invalid = (rawErrors?.length ?? 0) > 0;
  const hintId = `${id}-masked`;
  return (
    <>
      <input
        id={id}
        name={htmlName ?? id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        value={masked ? maskAccountNumber(text) : text}
        onChange={(event) => {
          if (!masked) onChange(event.target.value === '' ? undefined : event.target.value);
        }}
        onFocus={(event) => {
          // The full number replaces the mask before anything else reads the field, and is
          // selected, so typing replaces it and the caret never lands inside the old mask.
          if (masked) {
            const input = event.currentTarget;
            flushSync(() => {
              setEditing(true);
            });
            input.select();
          } else {
            setEditing(true);
          }
          onFocus(id, text);
        }}
        onBlur={() => {
          setEditing(false);
          onBlur(id, text);
        }}
        aria-invalid={invalid || undefined}
        aria-describedby={[invalid ? fieldErrorId(id) : null, hintId].filter(Boolean).join(' ')}
        className={cn(
          'min-h-11 w-full rounded-md border bg-surface px-3 text-base',
          invalid ? 'border-danger' : 'border-line',
        )}
      />
      <p id={hintId} className="text-sm text-ink-muted">
        {masked ? t('legacy.hints.masked') : t('legacy.hints.digits')}
      </p>
    </>
  );
}
