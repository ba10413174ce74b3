import { useSyncExternalStore } from 'react';

// Tailwind's `md` breakpoint: the chrome's desktop parts show from here on (src/index.css).
const wideScreen = '(min-width: 768px)';

let query: MediaQueryList | null | undefined;
/** One list for every reader; null where the browser has no `matchMedia`. */
function wideScreenQuery(): MediaQueryList | null {
  query ??= typeof window.matchMedia === 'function' ? window.matchMedia(wideScreen) : null;
  return query;
}

function subscribe(onChange: () => void): () => void {
  const list = wideScreenQuery();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the window is at least `md` wide; null where the browser cannot tell (then both
 * variants render and CSS picks). The chrome renders only the variant on screen: a phone's first
 * paint does not wait for a sidebar and a selector it hides.
 */
export function useWideScreen(): boolean | null {
  return useSyncExternalStore(subscribe, () => wideScreenQuery()?.matches ?? null);
}
