import type { RJSFValidationError, UiSchema } from '@rjsf/utils';
import { isRecord } from '@/lib/is-record';

/**
 * The UI-schema key that names, per validation keyword, the translation key of a field's message:
 *
 * ```json
 * "phone": { "ui:errorMessages": { "required": "auth:validation.phoneRequired",
 *                                  "pattern": "auth:validation.invalidPhone" } }
 * ```
 *
 * The same key on the root of the UI schema sets form-wide defaults.
 */
export const ERROR_MESSAGES_KEY = 'ui:errorMessages';

/** Keyword → translation key, used when neither the field nor the form names one. */
export const DEFAULT_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  // SPEC §5 "Input required": the generic message of a required field.
  required: 'auth:validation.inputRequired',
};

/** Keywords that only summarise the errors of their branches (oneOf, anyOf, if/then/else). */
const AGGREGATE_KEYWORDS = new Set(['oneOf', 'anyOf', 'if']);
/** The schema path of the oneOf/anyOf branch an error comes from, e.g. `#/dependencies/kind/oneOf/1`. */
const BRANCH_PATH = /^(.*\/(?:oneOf|anyOf)\/\d+)\//;

/**
 * rjsf reports field paths as `name`, `.email`, `.list.0.street` or `['first-name']`; this turns any
 * of them into the segments `['first-name']`.
 */
export function propertyPath(property: string | undefined): string[] {
  if (!property) return [];
  const segments: string[] = [];
  const token = /\[(?:'([^']*)'|"([^"]*)"|(\d+))\]|([^.[\]]+)/g;
  for (const match of property.matchAll(token)) {
    const segment = match[1] ?? match[2] ?? match[3] ?? match[4];
    if (segment !== undefined) segments.push(segment);
  }
  return segments;
}

/** The `ui:errorMessages` of a UI schema node: keyword → translation key. */
export function messagesOf(node: unknown): Record<string, string> {
  if (!isRecord(node)) return {};
  const messages = node[ERROR_MESSAGES_KEY];
  if (!isRecord(messages)) return {};
  return Object.fromEntries(
    Object.entries(messages).filter((entry): entry is [string, string] => {
      return typeof entry[1] === 'string';
    }),
  );
}

/** The UI schema of the field at `path` (array items live under `items`). */
function uiSchemaAt(uiSchema: UiSchema | undefined, path: string[]): unknown {
  let node: unknown = uiSchema;
  for (const segment of path) {
    if (!isRecord(node)) return undefined;
    node = /^\d+$/.test(segment) && isRecord(node.items) ? node.items : node[segment];
  }
  return node;
}

/**
 * A discriminated `oneOf`/`anyOf` (for example `dependencies` on a radio) is validated against every
 * branch: the branches the discriminator did not pick fail on their `const` and report their own
 * missing fields too. Those errors, and the summary error of the oneOf itself, say nothing the
 * user can act on, so they go; the picked branch's errors stay. A oneOf with no picked branch keeps
 * its summary error, so a form never turns valid by losing errors.
 */
export function dropUnselectedBranchErrors(errors: RJSFValidationError[]): RJSFValidationError[] {
  const branchOf = (error: RJSFValidationError) => BRANCH_PATH.exec(error.schemaPath ?? '')?.[1];
  const rejected = new Set<string>();
  const withErrors = new Set<string>();
  for (const error of errors) {
    const branch = branchOf(error);
    if (!branch) continue;
    withErrors.add(branch);
    if (error.name === 'const') rejected.add(branch);
  }
  const hasPickedBranch = (aggregatePath: string) =>
    [...withErrors].some(
      (branch) => branch.startsWith(`${aggregatePath}/`) && !rejected.has(branch),
    );
  const hasOtherErrorsUnder = (prefix: string, self: RJSFValidationError) =>
    errors.some((other) => other !== self && (other.schemaPath ?? '').startsWith(prefix));

  return errors.filter((error) => {
    const path = error.schemaPath ?? '';
    if (error.name && AGGREGATE_KEYWORDS.has(error.name)) {
      if (error.name === 'if') {
        // "must match then schema" accompanies the then/else branch's own errors.
        const parent = path.replace(/\/if$/, '');
        return (
          !hasOtherErrorsUnder(`${parent}/then/`, error) &&
          !hasOtherErrorsUnder(`${parent}/else/`, error)
        );
      }
      return !hasPickedBranch(path);
    }
    const branch = branchOf(error);
    return !branch || !rejected.has(branch);
  });
}

/**
 * rjsf's `transformErrors`: replaces each error's message with the translation key the UI schema
 * names for its field and keyword (then the form-wide default, then DEFAULT_ERROR_MESSAGES). An error
 * without a key keeps the validator's text. Messages are translated when they are shown
 * (FieldErrorTemplate), so switching language re-translates errors already on screen.
 */
export function mapErrorMessages(
  errors: RJSFValidationError[],
  uiSchema?: UiSchema,
): RJSFValidationError[] {
  const formDefaults = messagesOf(uiSchema);
  const relevant = dropUnselectedBranchErrors(errors);
  // Never let the filter empty a failing validation: the submit would go through.
  const kept = relevant.length > 0 ? relevant : errors;
  return kept.map((error) => {
    if (!error.name) return error;
    const path = propertyPath(error.property);
    const key =
      messagesOf(uiSchemaAt(uiSchema, path))[error.name] ??
      formDefaults[error.name] ??
      DEFAULT_ERROR_MESSAGES[error.name];
    if (!key) return error;
    return { ...error, message: key, stack: `${error.property ?? ''} ${key}`.trim() };
  });
}
