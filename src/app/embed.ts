import type { LocationRewrite } from '@tanstack/react-router';

/** The prefix that serves the whole page set a second time, for parent pages and app shells. */
export const EMBED_PREFIX = '/embed';

export function isEmbedPath(pathname: string): boolean {
  return pathname === EMBED_PREFIX || pathname.startsWith(`${EMBED_PREFIX}/`);
}

/**
 * `/embed` is one page set served twice (docs/architecture.md): input strips the prefix before
 * matching, output adds it back, so pages write `<Link to="/billing">` and never see it.
 */
export const embedRewrite: LocationRewrite = {
  input: ({ url }) => {
    if (!isEmbedPath(url.pathname)) return undefined;
    url.pathname = url.pathname.slice(EMBED_PREFIX.length) || '/';
    return url;
  },
  output: ({ url }) => {
    if (isEmbedPath(url.pathname)) return undefined;
    url.pathname = url.pathname === '/' ? EMBED_PREFIX : `${EMBED_PREFIX}${url.pathname}`;
    return url;
  },
};

/**
 * Whether a host may be listening: the page is framed, or an app shell's bridge may be injected
 * (the exact checks are in host-messages.ts, which only such visits load).
 */
export function maybeHosted(win: Window): boolean {
  return (
    win.parent !== win ||
    'ReactNativeWebView' in win ||
    'webkit' in win ||
    'CourtyardAndroid' in win
  );
}

let embeddedMode = false;

/** Decided once at start-up from the first URL (main.tsx); never changes while the app runs. */
export function setEmbeddedMode(embedded: boolean): void {
  embeddedMode = embedded;
}

export function isEmbeddedMode(): boolean {
  return embeddedMode;
}
