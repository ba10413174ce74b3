import type { FormContextType, RJSFSchema, UiSchema } from '@rjsf/utils';

// A JSON import is typed from its content (`type: string`, branches of different shapes), which
// TypeScript cannot compare with rjsf's schema types; these name what a forms/*.json file is.

export function formSchema(json: object): RJSFSchema {
  return json;
}

export function formUiSchema<T, F extends FormContextType = FormContextType>(
  json: object,
): UiSchema<T, RJSFSchema, F> {
  return json as UiSchema<T, RJSFSchema, F>;
}
