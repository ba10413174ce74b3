import type { ReactNode } from 'react';

// The signed-in frame's boxes, without what fills them: the app's chrome (app-chrome.tsx) and the
// prerendered signed-in pages (src/app/prerender/signed-in-markup.tsx) are built from the same
// ones, so a page's heading stands where it will stand once the app takes over.

/**
 * Under 768 px one bar of at most 56 px (issue 21): menu, mark, assistant, account. The property
 * selector gets a compact row that scrolls away and the language moves into the menu, so every
 * page's heading starts within the first 150 px of a phone.
 */
export function ChromeTopBar({ children }: { children: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface">
      <div className="flex items-center gap-2 px-3 py-1">{children}</div>
    </header>
  );
}

/** The menu's button in the top bar; from 768 px the sidebar has the menu (not in embedded mode). */
export const menuTriggerClassName = (embedded: boolean) =>
  `flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-md hover:bg-surface-muted ${embedded ? '' : 'md:hidden'}`;

/** The association's logo (or the Courtyard mark) and, from 640 px, the product's name. */
export function ChromeMark({ logo }: { logo: ReactNode }) {
  return (
    <span className="flex shrink-0 items-center gap-2 font-semibold text-brand">
      {logo}
      <span className="hidden sm:inline">Courtyard</span>
    </span>
  );
}

/** From 768 px: the bar's room for the property selector. */
export function ChromeWideSlot({ children }: { children: ReactNode }) {
  return <div className="hidden min-w-0 flex-1 md:block">{children}</div>;
}

/** Under 768 px: the compact row under the bar, for the property selector. */
export function ChromeCompactRow({ children }: { children: ReactNode }) {
  return (
    <div className="border-b border-line bg-surface px-3 py-1 empty:hidden md:hidden">
      {children}
    </div>
  );
}

/** From 768 px: the sidebar beside the page. */
export function ChromeSidebar({ children }: { children?: ReactNode }) {
  return (
    <aside className="hidden w-64 shrink-0 border-r border-line bg-surface md:block">
      {children}
    </aside>
  );
}

/**
 * The page's column. At least the window's height: the footer stays below the fold while a page
 * loads, instead of showing under "Loading…" and jumping down when the page comes.
 */
export const mainClassName = 'min-h-dvh min-w-0 flex-1 px-4 py-4 outline-none md:px-8 md:py-6';
