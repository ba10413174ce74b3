// What every widget of a schema form shares: the ids rjsf gives a field's parts (as @rjsf/utils
// names them), the control's aria-describedby and its classes. Plain code, no rjsf at run time, so
// a feature's own widget can use it outside the lazy form module.

export function fieldErrorId(id: string): string {
  return `${id}__error`;
}
export function fieldDescriptionId(id: string): string {
  return `${id}__description`;
}
export function fieldHelpId(id: string): string {
  return `${id}__help`;
}

export function hasText(value: unknown): boolean {
  return typeof value === 'string' && value.trim().length > 0;
}

/** The ids a control is described by: its error first, then its description, notes and help. */
export function fieldDescribedBy(
  id: string,
  parts: { error?: boolean; description?: boolean; help?: boolean; extra?: readonly string[] },
): string | undefined {
  const ids = [
    parts.error ? fieldErrorId(id) : null,
    parts.description ? fieldDescriptionId(id) : null,
    ...(parts.extra ?? []),
    parts.help ? fieldHelpId(id) : null,
  ].filter((value): value is string => typeof value === 'string' && value.length > 0);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A control's classes, as TextField's input (src/components/ui/text-field.tsx). */
export const FIELD_INPUT_CLASSES =
  'min-h-11 w-full rounded-md border bg-surface px-3 text-base disabled:cursor-not-allowed disabled:opacity-60';
/** One border colour at a time: two border-colour utilities would be settled by CSS order. */
export const fieldBorder = (invalid: boolean) => (invalid ? 'border-danger' : 'border-line');
