import { carryFieldsAndFocus, fieldLike } from './carry-over';
import { prerenderedAttribute, pressedAttribute, submitWantedAttribute } from './markers';

/**
 * Whether the app has put something in `container` that stands in for the boot status (`status`):
 * for the plain "Loading…", any text; for the prerendered login page, a page with its heading
 * (that page itself, or an error or configuration page), not the router's own "Loading…" while a
 * slow connection still brings the page's code; for a signed-in page's
 * first frame, a page with its heading or the app's chrome, whose menus work while the page's
 * code or translations still come.
 * Never while a press on the prerendered page is under way (boot.ts): its click would be lost.
 */
export function isReadyToTakeOver(status: Element, container: Element): boolean {
  if (status.hasAttribute(pressedAttribute)) return false;
  const kind = status.getAttribute(prerenderedAttribute);
  if (kind === null) return container.textContent.trim() !== '';
  return container.querySelector(kind === 'signed-in' ? 'h1, header' : 'h1') !== null;
}

/**
 * The app's own page has just rendered in `container` in place of the prerendered one (`status`,
 * `#boot-status`): what was typed, where the focus was and a press of the form's
 * button carry over (carry-over.ts), then the prerendered page goes, before the frame paints.
 */
export function takeOverPrerenderedPage(status: Element, container: Element): void {
  if (!status.hasAttribute(prerenderedAttribute)) {
    status.remove();
    return;
  }
  // Shown first: a control in a hidden subtree cannot take the focus.
  container.removeAttribute('hidden');
  carryFieldsAndFocus(status, container);
  const targets = [...container.querySelectorAll('input')];
  const wantedForms = new Set<HTMLFormElement>();
  for (const field of status.querySelectorAll(`form[${submitWantedAttribute}] input`)) {
    const target = field instanceof HTMLInputElement ? fieldLike(field, targets) : undefined;
    if (target?.form) wantedForms.add(target.form);
  }
  status.remove();
  // Focus that was nowhere goes where the app puts it on arrival (`Page`: its heading), which
  // its own attempt could not, while it rendered hidden.
  const active = container.ownerDocument.activeElement;
  if (!active || active === container.ownerDocument.body)
    container.querySelector<HTMLElement>('h1[tabindex]')?.focus({ preventScroll: true });
  // After the app has rendered what was typed: its submit handler reads its own state.
  for (const form of wantedForms) setTimeout(() => form.requestSubmit(), 0);
}
