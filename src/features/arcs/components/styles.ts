/** A link that looks like the secondary button. */
export const LINK_BUTTON_SECONDARY =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-line bg-surface px-4 text-sm font-semibold text-ink hover:bg-surface-muted';

/** An inline text link. */
export const TEXT_LINK = 'font-medium text-brand underline underline-offset-2';

/** A native select styled as the text fields are. */
export const SELECT = 'min-h-11 rounded-md border border-line bg-surface px-3 text-base';

/** A section card. */
export const CARD = 'rounded-lg border border-line bg-surface p-4';
