import type {
  CustomValidator,
  FormContextType,
  FormValidation,
  RJSFSchema,
  UiSchema,
} from '@rjsf/utils';
import { DEFAULT_ERROR_MESSAGES, messagesOf } from './error-messages';
import { isRecord } from '@/lib/is-record';

/**
 * `"ui:options": { "offered": [{ "value": "2027-01", "label": "January 2027" }, …] }`: the choices
 * of a radio known only at run time (a service's list). The schema stays the file it is, so its
 * precompiled validator fits (./validator.ts); the radio shows these instead of the schema's
 * `enum`, and a value outside them is refused with the field's `enum` message, as an enum would.
 * A label is a translation key or a service's text.
 */
export const OFFERED_OPTION = 'offered';

export interface OfferedChoice {
  value: string;
  label: string;
}

function isChoice(value: unknown): value is OfferedChoice {
  return isRecord(value) && typeof value.value === 'string' && typeof value.label === 'string';
}

/** The offered choices of a widget's options (its `ui:options`), when it has them. */
export function offeredChoices(
  options: Record<string, unknown> | undefined,
): OfferedChoice[] | undefined {
  const offered = options?.[OFFERED_OPTION];
  return Array.isArray(offered) ? offered.filter(isChoice) : undefined;
}

/** The message of a value outside the offered choices: the field's `enum` one, else its required one. */
function refusal(fieldUi: unknown, formUi: unknown): string {
  const field = messagesOf(fieldUi);
  const form = messagesOf(formUi);
  return (
    field.enum ??
    form.enum ??
    field.required ??
    form.required ??
    DEFAULT_ERROR_MESSAGES.required ??
    ''
  );
}

type ErrorNode = Partial<Record<string, unknown>> & { addError?: (message: string) => void };

/** rjsf `customValidate` part: refuses, field by field, a value the UI schema does not offer. */
export function validateOffered<T>(
  data: unknown,
  errors: FormValidation<T>,
  uiSchema: UiSchema | undefined,
  formUi: UiSchema | undefined = uiSchema,
): FormValidation<T> {
  if (!isRecord(uiSchema) || !isRecord(data)) return errors;
  const node = errors as unknown as ErrorNode;
  for (const [key, fieldUi] of Object.entries(uiSchema)) {
    if (key.startsWith('ui:') || !isRecord(fieldUi)) continue;
    const value = data[key];
    const fieldErrors = node[key] as ErrorNode | undefined;
    if (!fieldErrors) continue;
    const offered = offeredChoices(
      isRecord(fieldUi['ui:options']) ? fieldUi['ui:options'] : undefined,
    );
    if (offered && typeof value === 'string' && value !== '') {
      if (!offered.some((choice) => choice.value === value))
        fieldErrors.addError?.(refusal(fieldUi, formUi));
    } else if (isRecord(value)) {
      validateOffered(value, fieldErrors as FormValidation, fieldUi, formUi);
    }
  }
  return errors;
}

/**
 * A form's whole `customValidate`: the offered choices of its UI schema, then the form's own rules
 * (SchemaForm validates with this; tests validate as the form does with it too).
 */
export function withOfferedChoices<T, F extends FormContextType = FormContextType>(
  uiSchema: UiSchema<T, RJSFSchema, F> | undefined,
  customValidate?: CustomValidator<T, RJSFSchema, F>,
): CustomValidator<T, RJSFSchema, F> {
  return (data, errors, ui, errorSchema) => {
    validateOffered(data, errors, uiSchema as UiSchema | undefined);
    return customValidate ? customValidate(data, errors, ui, errorSchema) : errors;
  };
}
