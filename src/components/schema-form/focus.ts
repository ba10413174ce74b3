import type { RJSFValidationError } from '@rjsf/utils';
import { propertyPath } from './error-messages';

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/**
 * The element to focus for an error: the field whose id rjsf derives from the error's path
 * (`root_email`), else the first focusable element inside it (a radio group, a captcha), else the
 * first option of a group (`root_kind-0`).
 */
export function elementForError(
  form: HTMLElement,
  error: RJSFValidationError,
  idPrefix: string,
  idSeparator = '_',
): HTMLElement | null {
  const id = [idPrefix, ...propertyPath(error.property)].join(idSeparator);
  const exact = form.ownerDocument.getElementById(id);
  if (exact && form.contains(exact)) {
    if (exact.matches(FOCUSABLE)) return exact;
    const inner = exact.querySelector<HTMLElement>(FOCUSABLE);
    if (inner) return inner;
  }
  return form.querySelector<HTMLElement>(`[id^="${CSS.escape(`${id}-`)}"]`);
}

/**
 * Moves focus to the invalid field that comes first on the page. Validators list errors in schema
 * order (a field required by a `dependencies` branch comes after every top-level one), so the
 * candidates (every control marked aria-invalid, and the fields the errors name) are compared by
 * their position in the document.
 */
export function focusFirstError(
  form: HTMLElement | null,
  errors: RJSFValidationError[],
  idPrefix: string,
): HTMLElement | null {
  if (!form) return null;
  const candidates = [
    ...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]'),
    ...errors.map((error) => elementForError(form, error, idPrefix)),
  ];
  let first: HTMLElement | null = null;
  for (const element of candidates) {
    if (!element) continue;
    if (!first || first.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING)
      first = element;
  }
  first?.focus();
  return first;
}
