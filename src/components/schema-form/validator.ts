import {
  hashForSchema,
  type FormContextType,
  type RJSFSchema,
  type ValidatorType,
} from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { formValidators } from '@generated/forms';

// A form validates with the functions `npm run generate` compiled from its forms/*.schema.json
// (scripts/generate-forms.ts), never with ajv compiling in the browser: that needs `new Function`,
// which the Content-Security-Policy refuses ('unsafe-eval' is not allowed). The module is found by
// the hash of the schema the form renders, so that schema is the file as it is; what varies at
// run time (a service's choices, a set only some people see) goes in the UI schema.

// One validator per schema, whatever data type the form using it declares.
type AnyFormValidator = ValidatorType<unknown, RJSFSchema, FormContextType>;
const bySchema = new WeakMap<object, Promise<AnyFormValidator>>();
const byHash = new Map<string, Promise<AnyFormValidator>>();

/**
 * Marks the promise with its outcome as React's `use()` reads it (the `status`/`value` fields
 * React itself adds to a thenable): a form whose validator has loaded, or was preloaded, renders
 * at once instead of suspending for a turn.
 */
function readable<V>(promise: Promise<V>): Promise<V> {
  const thenable = promise as Promise<V> & { status?: string; value?: V; reason?: unknown };
  thenable.status = 'pending';
  promise.then(
    (value) => {
      thenable.status = 'fulfilled';
      thenable.value = value;
    },
    (reason: unknown) => {
      thenable.status = 'rejected';
      thenable.reason = reason;
    },
  );
  return promise;
}

/**
 * The precompiled validator of a form's schema, loaded once. Throws for a schema with none: a
 * schema built at run time, or a forms/ file changed without `npm run generate`.
 */
export function formValidator<T, F extends FormContextType = FormContextType>(
  schema: RJSFSchema,
): Promise<ValidatorType<T, RJSFSchema, F>> {
  let validator = bySchema.get(schema);
  if (!validator) {
    const hash = hashForSchema(schema);
    validator = byHash.get(hash);
    if (!validator) {
      const entry = formValidators[hash];
      if (!entry)
        throw new Error(
          `No precompiled validator for the form schema ${schema.title ?? hash}: a JSON form renders a forms/*.schema.json as it is (what varies goes in the UI schema), compiled by \`npm run generate\`.`,
        );
      validator = readable(
        entry
          .load()
          .then(({ default: validateFns }) => createPrecompiledValidator(validateFns, schema)),
      );
      byHash.set(hash, validator);
    }
    bySchema.set(schema, validator);
  }
  // The validator checks the schema, not T: the form's data type is its caller's to declare.
  return validator as unknown as Promise<ValidatorType<T, RJSFSchema, F>>;
}
