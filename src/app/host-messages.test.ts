import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentCompleted } from '@/entities/payment-attempt/lib/in-flight';
import { $isLoggedIn } from '@/entities/session/model';
import {
  allowedParentOrigin,
  connectHost,
  createHostNotifier,
  mobileBridge,
  readHostCommand,
  readShellCommand,
  withoutSecrets,
} from './host-messages';

function fakeWindow(
  overrides: Partial<{ ancestor: string; referrer: string; framed: boolean }> = {},
) {
  const parent = { postMessage: vi.fn() };
  const win = {
    location: {
      ancestorOrigins: overrides.ancestor ? { item: () => overrides.ancestor } : undefined,
    },
    document: { referrer: overrides.referrer ?? '' },
    parent: overrides.framed === false ? undefined : parent,
  } as unknown as Window;
  if (overrides.framed === false) (win as unknown as { parent: Window }).parent = win;
  return { win, parent };
}

describe('the parent bridge', () => {
  const allowed = ['https://hoa.example.com'];

  it('posts navigations to an allowed parent with its exact origin, never *', () => {
    const { win, parent } = fakeWindow({ ancestor: 'https://hoa.example.com' });
    createHostNotifier(win, allowed)({ type: 'courtyard:navigation', path: '/embed/billing' });
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: 'courtyard:navigation', path: '/embed/billing' },
      'https://hoa.example.com',
    );
  });

  it('stays silent for a parent that is not allowed, or when not framed', () => {
    expect(
      allowedParentOrigin(fakeWindow({ ancestor: 'https://evil.example' }).win, allowed),
    ).toBeNull();
    expect(
      allowedParentOrigin(fakeWindow({ referrer: 'https://hoa.example.com/page' }).win, allowed),
    ).toBe('https://hoa.example.com');
    expect(allowedParentOrigin(fakeWindow({ framed: false }).win, allowed)).toBeNull();
  });

  it('finds a mobile shell by the bridge it injects', () => {
    const postMessage = vi.fn();
    const bridge = mobileBridge({ ReactNativeWebView: { postMessage } } as unknown as Window);
    bridge?.({ type: 'courtyard:navigation', path: '/embed/dashboard' });
    expect(postMessage).toHaveBeenCalledWith(
      '{"type":"courtyard:navigation","path":"/embed/dashboard"}',
    );
    expect(mobileBridge({} as Window)).toBeNull();
  });

  const framed = fakeWindow();
  const fromParent = (origin: string, data: unknown) =>
    new MessageEvent('message', { origin, data, source: framed.parent as unknown as Window });

  it.each([
    ['an unknown origin', 'https://evil.example', { type: 'courtyard:navigate', path: '/billing' }],
    [
      'a sign-in link',
      'https://hoa.example.com',
      { type: 'courtyard:navigate', path: '/auth/jwt?token=eyJ' },
    ],
    ['the logout page', 'https://hoa.example.com', { type: 'courtyard:navigate', path: '/logout' }],
    [
      'the logout page by a dot segment',
      'https://hoa.example.com',
      { type: 'courtyard:navigate', path: '/billing/../embed/logout' },
    ],
    [
      'a reset link',
      'https://hoa.example.com',
      { type: 'courtyard:navigate', path: '/forgot-login?resetToken=abc' },
    ],
    ['another message type', 'https://hoa.example.com', { type: 'other', path: '/billing' }],
    [
      'a protocol-relative path',
      'https://hoa.example.com',
      { type: 'courtyard:navigate', path: '//evil.example' },
    ],
    [
      'a backslash path',
      'https://hoa.example.com',
      { type: 'courtyard:navigate', path: '/\\evil.example' },
    ],
    [
      'a script URL',
      'https://hoa.example.com',
      { type: 'courtyard:navigate', path: 'javascript:alert(1)' },
    ],
    ['no data', 'https://hoa.example.com', null],
  ])('ignores %s', (_label, origin, data) => {
    expect(readHostCommand(fromParent(origin, data), allowed, framed.win)).toBeNull();
  });

  it('accepts a navigation request from an allowed parent', () => {
    const event = fromParent('https://hoa.example.com', {
      type: 'courtyard:navigate',
      path: '/billing',
    });
    expect(readHostCommand(event, allowed, framed.win)).toEqual({
      type: 'navigate',
      path: '/billing',
    });
  });

  it('accepts a logout request from an allowed parent', () => {
    const event = fromParent('https://hoa.example.com', { type: 'courtyard:logout' });
    expect(readHostCommand(event, allowed, framed.win)).toEqual({ type: 'logout' });
  });

  it('takes commands only while framed, and only from the parent window', () => {
    const data = { type: 'courtyard:navigate', path: '/billing' };
    const origin = 'https://hoa.example.com';
    // Another window of the allowed origin (a popup, a sibling frame) is not the parent.
    const sibling = new MessageEvent('message', { origin, data, source: null });
    expect(readHostCommand(sibling, allowed, framed.win)).toBeNull();
    const alone = fakeWindow({ framed: false }).win;
    const self = new MessageEvent('message', { origin, data, source: alone });
    expect(readHostCommand(self, allowed, alone)).toBeNull();
  });
});

describe('withoutSecrets', () => {
  it('drops credentials from a path before a host sees it, keeping the rest', () => {
    expect(withoutSecrets('/embed/forgot-login?resetToken=abc&from=email#top')).toBe(
      '/embed/forgot-login?from=email',
    );
    expect(withoutSecrets('/embed/auth/jwt?token=eyJ&redirect=%2Fbilling')).toBe(
      '/embed/auth/jwt?redirect=%2Fbilling',
    );
  });

  it('never passes on an express checkout link or a fragment', () => {
    expect(withoutSecrets('/embed/epay/card/a1b2c3d4')).toBe('/embed/epay/card');
    expect(withoutSecrets('/epay/bank/a1b2c3d4/confirmation?x=1')).toBe('/epay/bank?x=1');
    expect(withoutSecrets('/embed/billing#statement-2026-10')).toBe('/embed/billing');
  });
});

describe('commands from an app shell', () => {
  const shell = () => {
    const win = { ReactNativeWebView: { postMessage: vi.fn() } } as unknown as Window;
    (win as unknown as { parent: Window }).parent = win;
    return win;
  };
  const fromBridge = (data: unknown) => new MessageEvent('message', { data, source: null });

  it('reads navigate and logout from the bridge, as JSON text or an object', () => {
    const win = shell();
    expect(
      readShellCommand(fromBridge('{"type":"courtyard:navigate","path":"/billing"}'), win),
    ).toEqual({ type: 'navigate', path: '/billing' });
    expect(readShellCommand(fromBridge({ type: 'courtyard:logout' }), win)).toEqual({
      type: 'logout',
    });
  });

  it('applies the same rules as a parent: in-app paths only, never the sign-in pages', () => {
    const win = shell();
    for (const path of ['//evil.example', '/logout', '/auth/jwt?token=x', 'https://evil.example'])
      expect(readShellCommand(fromBridge({ type: 'courtyard:navigate', path }), win)).toBeNull();
    expect(readShellCommand(fromBridge('not json'), win)).toBeNull();
  });

  it('ignores messages without a bridge, and messages from another window', () => {
    const data = { type: 'courtyard:logout' };
    const plain = {} as Window;
    (plain as unknown as { parent: Window }).parent = plain;
    expect(readShellCommand(fromBridge(data), plain)).toBeNull();
    const other = new MessageEvent('message', { data, source: window });
    expect(readShellCommand(other, shell())).toBeNull();
  });
});

describe('connectHost', () => {
  let disconnect: (() => void) | undefined;
  afterEach(() => {
    disconnect?.();
    disconnect = undefined;
    delete (window as unknown as { ReactNativeWebView?: unknown }).ReactNativeWebView;
  });

  function connect() {
    const postMessage = vi.fn<(text: string) => void>();
    (window as unknown as { ReactNativeWebView: unknown }).ReactNativeWebView = { postMessage };
    const portal = {
      currentPath: () => '/dashboard',
      onNavigated: vi.fn(() => () => undefined),
      navigate: vi.fn<(path: string) => void>(),
    };
    disconnect = connectHost(window, [], portal);
    const sent = () => postMessage.mock.calls.map(([text]) => JSON.parse(text) as unknown);
    return { portal, sent };
  }

  it('announces the page shown and a completed payment by its reference only', () => {
    const { sent } = connect();
    paymentCompleted('PAY-7201');
    expect(sent()).toEqual(
      expect.arrayContaining([
        { type: 'courtyard:navigation', path: '/dashboard' },
        { type: 'courtyard:payment-completed', reference: 'PAY-7201' },
      ]),
    );
    expect($isLoggedIn.getState()).toBe(false);
    expect(sent()).not.toContainEqual(expect.objectContaining({ type: 'courtyard:session' }));
  });

  it('follows a navigate command from the bridge, on window or document', () => {
    const { portal } = connect();
    window.dispatchEvent(
      new MessageEvent('message', { data: '{"type":"courtyard:navigate","path":"/billing"}' }),
    );
    document.dispatchEvent(
      new MessageEvent('message', { data: { type: 'courtyard:navigate', path: '/community/faq' } }),
    );
    expect(portal.navigate.mock.calls).toEqual([['/billing'], ['/community/faq']]);
  });

  it('stops listening once disconnected', () => {
    const { portal, sent } = connect();
    disconnect?.();
    disconnect = undefined;
    const before = sent().length;
    paymentCompleted('PAY-1');
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'courtyard:navigate', path: '/billing' } }),
    );
    expect(sent()).toHaveLength(before);
    expect(portal.navigate).not.toHaveBeenCalled();
  });
});
