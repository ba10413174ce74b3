/** The controls a person can focus, in document order: both renderings of a page list the same. */
const focusable = 'a[href], button, input, select, textarea';

/**
 * What was typed into `from`'s fields goes into `to`'s, and the focus to the same control in `to`:
 * from the prerendered page to the app's (takeover.ts), or to the prerendered page in another
 * language (boot.ts). Fields are matched by their `autocomplete` purpose (an email and a password
 * field), which both renderings share; a field already filled in `to` keeps its value.
 */
export function carryFieldsAndFocus(from: Element, to: Element): void {
  const targets = [...to.querySelectorAll('input')];
  for (const field of from.querySelectorAll('input')) {
    const target = fieldLike(field, targets);
    if (target && field.value !== '' && target.value === '') typeInto(target, field.value);
  }
  const active = from.ownerDocument.activeElement;
  if (!active || !from.contains(active)) return;
  const index = [...from.querySelectorAll(focusable)].indexOf(active);
  const target = to.querySelectorAll(focusable)[index];
  if (target instanceof HTMLElement && target.tagName === active.tagName)
    target.focus({ preventScroll: true });
}

/** The field among `candidates` with the same `autocomplete` purpose as `field`. */
export function fieldLike(
  field: HTMLInputElement,
  candidates: readonly HTMLInputElement[],
): HTMLInputElement | undefined {
  const purpose = field.getAttribute('autocomplete');
  return purpose
    ? candidates.find((input) => input.getAttribute('autocomplete') === purpose)
    : undefined;
}

/** Sets a field's value as typing would: React's onChange sees it (its value tracker is bypassed). */
function typeInto(input: HTMLInputElement, value: string): void {
  Reflect.set(HTMLInputElement.prototype, 'value', value, input);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
