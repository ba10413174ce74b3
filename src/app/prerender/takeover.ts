import { prerenderedAttribute, submitWantedAttribute } from './markers';

/**
 * The app's own page has just rendered in `container` in place of the prerendered one (`status`,
 * index.html's `#boot-status`): what was typed into the prerendered fields, where the focus was
 * and a press of the form's button carry over, then the prerendered page goes. Fields are matched
 * by their `autocomplete` purpose (an email and a password field), which both renders share.
 */
export function takeOverPrerenderedPage(status: Element, container: Element): void {
  if (!status.hasAttribute(prerenderedAttribute)) {
    status.remove();
    return;
  }
  const active = status.ownerDocument.activeElement;
  const wantedForms = new Set<HTMLFormElement>();
  const targets = [...container.querySelectorAll('input')];
  for (const field of status.querySelectorAll('input')) {
    const purpose = field.getAttribute('autocomplete');
    const target = purpose
      ? targets.find((input) => input.getAttribute('autocomplete') === purpose)
      : undefined;
    if (!target) continue;
    if (field.value !== '' && target.value === '') typeInto(target, field.value);
    if (field === active) target.focus({ preventScroll: true });
    if (field.form?.hasAttribute(submitWantedAttribute) && target.form)
      wantedForms.add(target.form);
  }
  status.remove();
  // After the app has rendered what was typed: its submit handler reads its own state.
  for (const form of wantedForms) setTimeout(() => form.requestSubmit(), 0);
}

/** Sets a field's value as typing would: React's onChange sees it (its value tracker is bypassed). */
function typeInto(input: HTMLInputElement, value: string): void {
  Reflect.set(HTMLInputElement.prototype, 'value', value, input);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
