import type { ChangeEvent, FocusEvent } from 'react';
import type { ThemeProps } from '@rjsf/core';
import {
  descriptionId,
  errorId,
  getInputProps,
  getUiOptions,
  optionId,
  titleId,
  type BaseInputTemplateProps,
  type FieldErrorProps,
  type FieldTemplateProps,
  type FormContextType,
  type ObjectFieldTemplateProps,
  type RJSFSchema,
  type StrictRJSFSchema,
  type WidgetProps,
} from '@rjsf/utils';
import { generateTemplates } from '@rjsf/shadcn';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { offeredChoices } from './offered';
import {
  FIELD_INPUT_CLASSES,
  fieldBorder,
  fieldDescribedBy,
  fieldDescriptionId,
  fieldHelpId,
  hasText,
} from './widget-parts';

// The @rjsf/shadcn theme, with the templates and widgets our forms use restyled on the portal's own
// tokens (src/index.css) so a JSON form looks and reads like the hand-written login form: the same
// label, 44 px input, border and error text, an accessible name and description on every control.

/** Widgets that render several controls and so get a fieldset and legend instead of a label. */
const GROUP_WIDGETS = new Set(['radio', 'checkboxes', 'RadioWidget', 'CheckboxesWidget']);

/** A message is a translation key when i18next knows it; anything else (a service's text) is shown as is. */
function useMessageText() {
  const { t, i18n } = useTranslation();
  return (message: string) => (message && i18n.exists(message) ? t(message) : message);
}

/** What the control's aria-describedby needs to know about its field. */
function widgetDescription(
  schema: { description?: string | undefined },
  options: { description?: unknown; help?: unknown },
  rawErrors: string[] | undefined,
) {
  return {
    error: (rawErrors?.length ?? 0) > 0,
    description: hasText(options.description) || hasText(schema.description),
    help: hasText(options.help),
  };
}

function textValue(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

export function FieldTemplate<T, S extends StrictRJSFSchema, F extends FormContextType>(
  props: FieldTemplateProps<T, S, F>,
) {
  const {
    id,
    children,
    displayLabel,
    rawErrors,
    errors,
    rawDescription,
    rawHelp,
    classNames,
    style,
    label,
    hidden,
    uiSchema,
    registry,
  } = props;
  const text = useMessageText();
  const uiOptions = getUiOptions<T, S, F>(uiSchema);
  const { WrapIfAdditionalTemplate } = registry.templates;
  if (hidden) return <div className="hidden">{children}</div>;

  const widget = typeof uiOptions.widget === 'string' ? uiOptions.widget : '';
  const isGroup = GROUP_WIDGETS.has(widget);
  const invalid = (rawErrors?.length ?? 0) > 0;
  const title = label ? text(label) : '';
  const details = (
    <>
      {hasText(rawDescription) ? (
        <p id={fieldDescriptionId(id)} className="text-sm text-ink-muted">
          {text(rawDescription ?? '')}
        </p>
      ) : null}
      {errors}
      {hasText(rawHelp) ? (
        <p id={fieldHelpId(id)} className="text-sm text-ink-muted">
          {text(rawHelp ?? '')}
        </p>
      ) : null}
    </>
  );

  return (
    <WrapIfAdditionalTemplate {...props} classNames={classNames} style={style}>
      {isGroup ? (
        <fieldset className="flex flex-col gap-1">
          {displayLabel && title ? (
            <legend className={cn('mb-1 text-sm font-medium', invalid && 'text-danger')}>
              {title}
            </legend>
          ) : null}
          {children}
          {details}
        </fieldset>
      ) : (
        <div className="flex flex-col gap-1">
          {displayLabel && title ? (
            <label htmlFor={id} className="text-sm font-medium">
              {title}
            </label>
          ) : null}
          {children}
          {details}
        </div>
      )}
    </WrapIfAdditionalTemplate>
  );
}

export function FieldErrorTemplate<T, S extends StrictRJSFSchema, F extends FormContextType>({
  errors = [],
  fieldPathId,
}: FieldErrorProps<T, S, F>) {
  const text = useMessageText();
  if (errors.length === 0) return null;
  return (
    <div id={errorId(fieldPathId)} className="flex flex-col gap-0.5">
      {errors.map((error, index) => (
        // Errors have no identity of their own; their order is stable for one validation.
        <p key={index} className="text-sm text-danger">
          {typeof error === 'string' ? text(error) : error}
        </p>
      ))}
    </div>
  );
}

export function BaseInputTemplate<T, S extends StrictRJSFSchema, F extends FormContextType>(
  props: BaseInputTemplateProps<T, S, F>,
) {
  const {
    id,
    htmlName,
    placeholder,
    required,
    readonly,
    disabled,
    onChange,
    onChangeOverride,
    onBlur,
    onFocus,
    options,
    schema,
    rawErrors,
    className,
  } = props;
  const text = useMessageText();
  const type: unknown = props.type;
  const inputProps = getInputProps<T, S, F>(
    schema,
    typeof type === 'string' ? type : undefined,
    options,
  );
  const invalid = (rawErrors?.length ?? 0) > 0;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(event.target.value === '' ? options.emptyValue : event.target.value);
  };
  return (
    <input
      id={id}
      name={htmlName ?? id}
      {...inputProps}
      placeholder={placeholder ? text(placeholder) : undefined}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      value={textValue(props.value)}
      onChange={onChangeOverride ?? handleChange}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        onBlur(id, event.target.value);
      }}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        onFocus(id, event.target.value);
      }}
      aria-invalid={invalid || undefined}
      aria-describedby={fieldDescribedBy(id, widgetDescription(schema, options, rawErrors))}
      className={cn(FIELD_INPUT_CLASSES, fieldBorder(invalid), className)}
    />
  );
}

/**
 * A textarea that never cuts what is typed or pasted: no HTML maxlength (it truncates a paste
 * silently). The schema's maxLength shows as a running count, and when passed, as the count in
 * the danger colour and the field's own message on submit; the text stays for the person to trim.
 */
export function TextareaWidget<T, S extends StrictRJSFSchema, F extends FormContextType>(
  props: WidgetProps<T, S, F>,
) {
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
  const { t } = useTranslation();
  const text = textValue(props.value);
  const max = schema.maxLength;
  const over = max !== undefined && text.length > max;
  const countId = `${id}__count`;
  const invalid = (rawErrors?.length ?? 0) > 0;
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
        aria-describedby={fieldDescribedBy(id, {
          ...widgetDescription(schema, options, rawErrors),
          extra: max === undefined ? [] : [countId],
        })}
        className={cn(FIELD_INPUT_CLASSES, 'py-2', fieldBorder(invalid))}
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

/** Native radio buttons (arrow keys, form reset and autofill behave as everywhere else). */
export function RadioWidget<T, S extends StrictRJSFSchema, F extends FormContextType>(
  props: WidgetProps<T, S, F>,
) {
  const { id, htmlName, required, disabled, readonly, onChange, onBlur, onFocus, options } = props;
  const value: unknown = props.value;
  const { schema, rawErrors } = props;
  const text = useMessageText();
  // Choices a service gave (ui:options.offered) stand in for the schema's enum.
  const enumOptions = offeredChoices(options) ?? options.enumOptions ?? [];
  const description = fieldDescribedBy(id, widgetDescription(schema, options, rawErrors));
  return (
    <div className={cn('flex flex-wrap gap-x-6', options.inline ? 'flex-row' : 'flex-col')}>
      {enumOptions.map((option, index) => {
        const optionValue: unknown = option.value;
        const checked = optionValue === value;
        const disabledOption =
          Array.isArray(options.enumDisabled) &&
          options.enumDisabled.some((disabledValue) => disabledValue === optionValue);
        return (
          <label
            key={optionId(id, index)}
            htmlFor={optionId(id, index)}
            className="flex min-h-11 cursor-pointer items-center gap-2"
          >
            <input
              type="radio"
              id={optionId(id, index)}
              name={htmlName ?? id}
              value={String(index)}
              checked={checked}
              required={required}
              disabled={disabled || readonly || disabledOption}
              onChange={() => {
                onChange(optionValue);
              }}
              onBlur={() => {
                onBlur(id, optionValue);
              }}
              onFocus={() => {
                onFocus(id, optionValue);
              }}
              aria-describedby={description}
              className="size-5 accent-brand"
            />
            {text(option.label)}
          </label>
        );
      })}
    </div>
  );
}

export function ObjectFieldTemplate<T, S extends StrictRJSFSchema, F extends FormContextType>({
  title,
  description,
  properties,
  fieldPathId,
}: ObjectFieldTemplateProps<T, S, F>) {
  const text = useMessageText();
  const fields = properties.map((property) => (
    <div key={property.name} className={property.hidden ? 'hidden' : undefined}>
      {property.content}
    </div>
  ));
  const about =
    typeof description === 'string' && description ? (
      <p id={descriptionId(fieldPathId)} className="text-sm text-ink-muted">
        {text(description)}
      </p>
    ) : null;
  // The root object has no title (the page's heading names the form); nested ones are groups.
  if (!title) {
    return (
      <div className="flex flex-col gap-4">
        {about}
        {fields}
      </div>
    );
  }
  return (
    <fieldset className="flex flex-col gap-4">
      <legend id={titleId(fieldPathId)} className="text-lg font-semibold">
        {text(title)}
      </legend>
      {about}
      {fields}
    </fieldset>
  );
}

/** The shadcn theme with the pieces above in place of its own. */
export function buildTheme<T, F extends FormContextType>(): ThemeProps<T, RJSFSchema, F> {
  const templates = generateTemplates<T, RJSFSchema, F>();
  return {
    templates: {
      ...templates,
      FieldTemplate,
      FieldErrorTemplate,
      BaseInputTemplate,
      ObjectFieldTemplate,
    },
    widgets: {
      RadioWidget,
      TextareaWidget,
    },
  };
}
