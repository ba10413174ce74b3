// Unsaved changes (SPEC §2 Profile, §8 "Unsaved changes prompt with Leave and Discard or Stay on
// Page"). A form is dirty when what its controls hold differs from what they held before the
// person first touched it; the page asks before leaving while any of its forms is dirty.

/** What a form's controls hold, by control id: text as typed, checkboxes and radios as checked. */
export type FormSnapshot = Readonly<Record<string, string | boolean>>;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const IGNORED_INPUTS = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);

/** Reads every control inside an element (a form that renders fields as they are needed). */
export function snapshotControls(root: ParentNode): FormSnapshot {
  const snapshot: Record<string, string | boolean> = {};
  for (const control of root.querySelectorAll<Control>('input, select, textarea')) {
    const key = control.id || control.name;
    if (!key) continue;
    if (control instanceof HTMLInputElement) {
      if (IGNORED_INPUTS.has(control.type)) continue;
      snapshot[key] =
        control.type === 'checkbox' || control.type === 'radio' ? control.checked : control.value;
    } else {
      snapshot[key] = control.value;
    }
  }
  return snapshot;
}

/** A control missing on one side (shown only for some choices) counts as empty or unchecked. */
function emptyLike(value: string | boolean): string | boolean {
  return typeof value === 'boolean' ? false : '';
}

export function hasUnsavedChanges(before: FormSnapshot, now: FormSnapshot): boolean {
  const keys = new Set([...Object.keys(before), ...Object.keys(now)]);
  for (const key of keys) {
    const a = before[key];
    const b = now[key];
    const left = a ?? (b === undefined ? '' : emptyLike(b));
    const right = b ?? (a === undefined ? '' : emptyLike(a));
    if (left !== right) return true;
  }
  return false;
}

/** The page's dirty forms, by form id. */
export type DirtyForms = ReadonlySet<string>;

/** Marks one form dirty or clean; the same set comes back when nothing changed. */
export function markForm(forms: DirtyForms, formId: string, dirty: boolean): DirtyForms {
  if (forms.has(formId) === dirty) return forms;
  const next = new Set(forms);
  if (dirty) next.add(formId);
  else next.delete(formId);
  return next;
}

export function anyUnsaved(forms: DirtyForms): boolean {
  return forms.size > 0;
}
