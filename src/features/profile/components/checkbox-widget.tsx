import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { fieldErrorId } from '@/components/schema-form';

/** rjsf's id of a field's help text (`ui:help`), as @rjsf/utils derives it. */
const helpId = (id: string) => `${id}__help`;

/**
 * A boolean field as a native checkbox whose label is the translated title. rjsf's own checkbox
 * shows the title as is (here a translation key); this one also ties the field's help and error
 * to the control, and is as tall as the portal's other controls.
 */
export function CheckboxWidget<T>({
  id,
  htmlName,
  value,
  disabled,
  readonly,
  label,
  onChange,
  onBlur,
  onFocus,
  rawErrors,
  options,
}: WidgetProps<T>) {
  const { t, i18n } = useTranslation();
  const text = label && i18n.exists(label) ? t(label) : label;
  const invalid = (rawErrors?.length ?? 0) > 0;
  const describedBy = [
    invalid ? fieldErrorId(id) : null,
    typeof options.help === 'string' && options.help ? helpId(id) : null,
  ].filter((part): part is string => part !== null);
  return (
    <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3">
      <input
        type="checkbox"
        id={id}
        name={htmlName ?? id}
        checked={value === true}
        disabled={disabled || readonly}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
        onBlur={(event) => {
          onBlur(id, event.target.checked);
        }}
        onFocus={(event) => {
          onFocus(id, event.target.checked);
        }}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        className="size-5 shrink-0 accent-brand"
      />
      <span>{text}</span>
    </label>
  );
}

/** The widgets the profile forms add to the shared theme. */
export const profileWidgets = { CheckboxWidget };
