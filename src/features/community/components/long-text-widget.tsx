import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { fieldErrorId } from '@/components/schema-form';
import { cn } from '@/lib/cn';

/** rjsf's id of a field's help text (as @rjsf/utils `helpId`, without loading rjsf here). */
export const fieldHelpId = (id: string) => `${id}__help`;

/** The ids a control is described by: its error first, then its own notes, then its help. */
export function describedByIds(
  id: string,
  parts: { error: boolean; help: boolean; extra?: (string | null | undefined)[] },
): string | undefined {
  const ids = [
    parts.error ? fieldErrorId(id) : null,
    ...(parts.extra ?? []),
    parts.help ? fieldHelpId(id) : null,
  ].filter((value): value is string => typeof value === 'string' && value.length > 0);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export const INPUT =
  'min-h-11 w-full rounded-md border bg-surface px-3 text-base disabled:cursor-not-allowed disabled:opacity-60';

export function hasHelp(options: { help?: unknown }): boolean {
  return typeof options.help === 'string' && options.help.length > 0;
}

/**
 * `"ui:widget": "longText"`: a textarea that never cuts what is typed or pasted. The schema's
 * maxLength is shown as a running count and, when passed, as the field's error on submit ("Bad
 * input": over-long text gets a message beside the field and nothing typed is lost). The shared
 * textarea sets the HTML maxlength, which silently truncates a paste instead.
 */
export function LongTextWidget<T>(props: WidgetProps<T>) {
  const {
    id,
    htmlName,
    required,
    readonly,
    disabled,
    onChange,
    onBlur,
    onFocus,
    options,
    schema,
    rawErrors,
  } = props;
  const { t } = useTranslation('community');
  const value: unknown = props.value;
  const text = typeof value === 'string' ? value : '';
  const max = schema.maxLength;
  const invalid = (rawErrors?.length ?? 0) > 0;
  const over = max !== undefined && text.length > max;
  const countId = `${id}-count`;
  const rows = typeof options.rows === 'number' ? options.rows : 4;
  return (
    <>
      <textarea
        id={id}
        name={htmlName ?? id}
        rows={rows}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        value={text}
        onChange={(event) => {
          onChange(event.target.value === '' ? options.emptyValue : event.target.value);
        }}
        onBlur={(event) => {
          onBlur(id, event.target.value);
        }}
        onFocus={(event) => {
          onFocus(id, event.target.value);
        }}
        aria-invalid={invalid || undefined}
        aria-describedby={describedByIds(id, {
          error: invalid,
          help: hasHelp(options),
          extra: max === undefined ? [] : [countId],
        })}
        className={cn(INPUT, 'py-2', invalid ? 'border-danger' : 'border-line')}
      />
      {max === undefined ? null : (
        <p
          id={countId}
          className={cn('text-sm', over ? 'font-medium text-danger' : 'text-ink-muted')}
        >
          {over
            ? t('form.charactersOver', { count: text.length - max, max })
            : t('form.characters', { count: text.length, max })}
        </p>
      )}
    </>
  );
}
