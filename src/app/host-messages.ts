// Messages between the portal and the page or app shell that hosts it. Loaded only when a host
// may be listening (embed.ts maybeHosted), so a plain visit does not pay for it on its first page.
import { afterConfirmations, onPaymentCompleted } from '@/entities/payment-attempt/lib/in-flight';
import {
  $isLoggedIn,
  loggedOut,
  sessionEnded,
  type SessionEndReason,
} from '@/entities/session/model';
import { inAppPath } from '@/lib/outside-link';

/** The messages the portal posts to the page or app shell that hosts it (docs/embedding.md). */
export type HostMessage =
  | { type: 'courtyard:navigation'; path: string }
  | { type: 'courtyard:session'; state: 'started' }
  | { type: 'courtyard:session'; state: 'ended'; reason: SessionEndReason }
  | { type: 'courtyard:payment-completed'; reference: string }
  | { type: 'courtyard:height'; height: number };

/** The commands a host may send the portal (docs/embedding.md). */
export type HostCommand = { type: 'navigate'; path: string } | { type: 'logout' };

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
    const safe =
      message.type === 'courtyard:navigation'
        ? { ...message, path: withoutSecrets(message.path) }
        : message;
    if (parentOrigin) win.parent.postMessage(safe, parentOrigin);
    bridge?.(safe);
  };
}

// Where no host may send the person: signing in or out, and a password reset link.
const NO_COMMAND_PATH = /^(\/embed)?\/(auth|logout)(\/|$)/i;

/** A command's data, as an object or the JSON text an app shell's bridge sends. */
function commandOf(data: unknown): HostCommand | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const { type, path } = value as { type?: unknown; path?: unknown };
  if (type === 'courtyard:logout') return { type: 'logout' };
  if (type !== 'courtyard:navigate' || typeof path !== 'string') return null;
  // Only paths of the portal: never another origin or a scheme.
  const target = inAppPath(path);
  if (!target || NO_COMMAND_PATH.test(target) || /[?&]resetToken=/.test(target)) return null;
  return { type: 'navigate', path: target };
}

/**
 * A command from the parent page: taken only while framed and from the parent window itself,
 * with an allowed origin; a navigation never to the sign-in or sign-out pages or a reset link.
 */
export function readHostCommand(
  event: MessageEvent,
  allowedOrigins: readonly string[],
  win: Window = window,
): HostCommand | null {
  if (win.parent === win || event.source !== win.parent) return null;
  if (!allowedOrigins.includes(event.origin)) return null;
  return commandOf(event.data);
}

/**
 * A command from the app shell: its bridge dispatches a message event on the page itself (React
 * Native's WebView on window or document), so it comes from no other window. Taken only when a
 * bridge is present; the same rules as a parent's commands apply.
 */
export function readShellCommand(event: MessageEvent, win: Window = window): HostCommand | null {
  if (!mobileBridge(win) || event.source !== null) return null;
  return commandOf(event.data);
}

/** What the portal gives a host connection: its own navigation, and the way out of a session. */
export interface PortalForHost {
  /** The path shown now (with any /embed prefix), once the first page has resolved. */
  currentPath: () => string | undefined;
  /** Calls back with the path of every navigation that resolves; returns the unsubscribe. */
  onNavigated: (listener: (path: string) => void) => () => void;
  navigate: (path: string) => void;
}

/**
 * Connects the portal to the page or app shell that hosts it: announces navigations, the session
 * starting and ending, completed payments and the content's height, and takes the host's
 * navigate and logout commands. A command waits while a payment is being confirmed. Returns the
 * function that disconnects it.
 */
export function connectHost(
  win: Window,
  allowedOrigins: readonly string[],
  portal: PortalForHost,
): () => void {
  const notify = createHostNotifier(win, allowedOrigins);
  const stops: (() => void)[] = [];

  // A navigation that resolved before this module loaded is announced now.
  const current = portal.currentPath();
  if (current !== undefined) notify({ type: 'courtyard:navigation', path: current });
  stops.push(portal.onNavigated((path) => notify({ type: 'courtyard:navigation', path })));

  if ($isLoggedIn.getState()) notify({ type: 'courtyard:session', state: 'started' });
  let endReason: SessionEndReason = 'loggedOut';
  const reasonWatch = sessionEnded.watch((reason) => {
    endReason = reason;
  });
  const sessionWatch = $isLoggedIn.updates.watch((signedIn) => {
    notify(
      signedIn
        ? { type: 'courtyard:session', state: 'started' }
        : { type: 'courtyard:session', state: 'ended', reason: endReason },
    );
  });
  stops.push(
    () => reasonWatch.unsubscribe(),
    () => sessionWatch.unsubscribe(),
  );

  stops.push(
    onPaymentCompleted((reference) => notify({ type: 'courtyard:payment-completed', reference })),
  );

  // The content's height, so a parent can size its frame to the page (no inner scroll bar).
  const ResizeObserverCtor = (win as Window & typeof globalThis).ResizeObserver as
    typeof ResizeObserver | undefined;
  if (ResizeObserverCtor) {
    let lastHeight = -1;
    const observer = new ResizeObserverCtor(() => {
      const height = Math.ceil(win.document.documentElement.scrollHeight);
      if (height === lastHeight) return;
      lastHeight = height;
      notify({ type: 'courtyard:height', height });
    });
    observer.observe(win.document.documentElement);
    observer.observe(win.document.body);
    stops.push(() => observer.disconnect());
  }

  const run = (command: HostCommand | null) => {
    if (!command) return;
    // A payment being confirmed is never interrupted: the command waits for its answer.
    afterConfirmations(() => {
      if (command.type === 'navigate') portal.navigate(command.path);
      // The one path every ended session takes (src/app/bootstrap.ts).
      else if ($isLoggedIn.getState()) loggedOut();
    });
  };
  const onParentMessage = (event: MessageEvent) => run(readHostCommand(event, allowedOrigins, win));
  const onShellMessage = (event: Event) => {
    if (event instanceof MessageEvent) run(readShellCommand(event, win));
  };
  win.addEventListener('message', onParentMessage);
  // React Native's WebView dispatches on window (iOS) or on document (Android).
  win.addEventListener('message', onShellMessage);
  win.document.addEventListener('message', onShellMessage);
  stops.push(() => {
    win.removeEventListener('message', onParentMessage);
    win.removeEventListener('message', onShellMessage);
    win.document.removeEventListener('message', onShellMessage);
  });

  return () => {
    for (const stop of stops.splice(0)) stop();
  };
}
