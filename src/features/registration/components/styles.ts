/** A link that reads as the page's primary action (the Button's primary look). */
export const LINK_BUTTON_CLASSES =
  'inline-flex min-h-11 items-center justify-center self-start rounded-md bg-brand px-4 text-sm font-semibold text-brand-contrast hover:brightness-110';

/** A link inside running text. */
export const TEXT_LINK_CLASSES = 'font-semibold text-brand underline';
