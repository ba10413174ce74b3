// Messages between the portal and the page or app shell that hosts it. Loaded only when a host
// may be listening (embed.ts maybeHosted), so a plain visit does not pay for it on its first page.
import { inAppPath } from '@/lib/outside-link';

/** A message the portal posts to the window or app shell that hosts it. */
export interface HostMessage {
  type: 'courtyard:navigation';
  path: string;
}

interface MobileBridgeWindow {
  ReactNativeWebView?: { postMessage: (message: string) => void };
  webkit?: { messageHandlers?: { courtyard?: { postMessage: (message: unknown) => void } } };
  CourtyardAndroid?: { postMessage: (message: string) => void };
}

/**
 * A mobile app shell is detected by the bridge it injects: React Native's WebView, a WKWebView
 * script handler named "courtyard", or an Android JavaScript interface named CourtyardAndroid.
 */
export function mobileBridge(win: Window): ((message: HostMessage) => void) | null {
  const bridge = win as unknown as MobileBridgeWindow;
  const reactNative = bridge.ReactNativeWebView;
  if (reactNative) return (message) => reactNative.postMessage(JSON.stringify(message));
  const ios = bridge.webkit?.messageHandlers?.courtyard;
  if (ios) return (message) => ios.postMessage(message);
  const android = bridge.CourtyardAndroid;
  if (android) return (message) => android.postMessage(JSON.stringify(message));
  return null;
}

/**
 * The parent's origin, when it is one the configuration allows. Chromium and Safari expose the
 * ancestors; elsewhere the referrer of the framed page is the parent.
 */
export function allowedParentOrigin(win: Window, allowed: readonly string[]): string | null {
  if (win.parent === win) return null;
  // Firefox has no ancestorOrigins.
  const ancestors = (win.location as Partial<Pick<Location, 'ancestorOrigins'>>).ancestorOrigins;
  let candidate = ancestors?.item(0) ?? null;
  if (!candidate && win.document.referrer) {
    try {
      candidate = new URL(win.document.referrer).origin;
    } catch {
      candidate = null;
    }
  }
  return candidate && allowed.includes(candidate) ? candidate : null;
}

/** Query parameters that carry a credential; they never leave the portal in a host message. */
const secretParams = ['token', 'jwt', 'ssoToken', 'resetToken', 'code'];

// An express checkout link is a credential in the path: /epay/:strategy/:link/….
const EXPRESS_PATH = /^(\/embed)?\/epay\/([^/]+)\/[^/]+(\/.*)?$/;

/**
 * The path as the host may see it: credentials dropped from its query string, an express
 * checkout link reduced to its strategy, and no fragment (a page may keep state there).
 */
export function withoutSecrets(href: string): string {
  const url = new URL(href, 'https://courtyard.invalid');
  secretParams.forEach((name) => url.searchParams.delete(name));
  const express = EXPRESS_PATH.exec(url.pathname);
  const path = express ? `${express[1] ?? ''}/epay/${express[2] ?? ''}` : url.pathname;
  return `${path}${url.search}`;
}

/** Posts to the parent frame (explicit origin, never '*') and to a mobile shell's bridge. */
export function createHostNotifier(win: Window, allowedOrigins: readonly string[]) {
  const parentOrigin = allowedParentOrigin(win, allowedOrigins);
  const bridge = mobileBridge(win);
  return (message: HostMessage) => {
    const safe = { ...message, path: withoutSecrets(message.path) };
    if (parentOrigin) win.parent.postMessage(safe, parentOrigin);
    bridge?.(safe);
  };
}

// Where no host may send the person: signing in or out, and a password reset link.
const NO_COMMAND_PATH = /^(\/embed)?\/(auth|logout)(\/|$)/i;

/**
 * Messages a parent may send: today only "navigate to this in-app path". Taken only while framed
 * and from the parent window itself, with an allowed origin; never to sign-in or sign-out pages
 * or a reset link.
 */
export function readHostCommand(
  event: MessageEvent,
  allowedOrigins: readonly string[],
  win: Window = window,
): { type: 'navigate'; path: string } | null {
  if (win.parent === win || event.source !== win.parent) return null;
  if (!allowedOrigins.includes(event.origin)) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const { type, path } = data as { type?: unknown; path?: unknown };
  if (type !== 'courtyard:navigate' || typeof path !== 'string') return null;
  // Only paths of the portal: never another origin or a scheme.
  const target = inAppPath(path);
  if (!target || NO_COMMAND_PATH.test(target) || /[?&]resetToken=/.test(target)) return null;
  return { type: 'navigate', path: target };
}
