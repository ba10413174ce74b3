/** A link that looks like the primary button (the Button component's classes). */
export const LINK_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand px-4 text-sm font-semibold text-brand-contrast hover:brightness-110';

/** A link that looks like the secondary button. */
export const LINK_BUTTON_SECONDARY =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-line bg-surface px-4 text-sm font-semibold text-ink hover:bg-surface-muted';

export const TEXT_LINK = 'font-medium text-brand underline underline-offset-2';

export const CARD = 'rounded-lg border border-line bg-surface p-4';

/** A two-column list of facts that stacks on a phone. */
export const FACTS = 'grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]';
