// The ids rjsf gives a field's parts (as @rjsf/utils does), for code outside the lazy form module
// that must not import rjsf at run time (a custom widget tying its control to its error).

export function fieldErrorId(id: string): string {
  return `${id}__error`;
}
