import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('./app-chrome', () => ({ AppChrome: () => <p>The chrome and its page</p> }));
vi.mock('@/entities/session/model', async () => {
  const { createStore } = await import('effector');
  return { $isLoggedIn: createStore(true) };
});
vi.mock('./public-layout', () => ({ PublicLayout: () => <p>Public frame</p> }));

afterEach(() => {
  cleanup();
  vi.doUnmock('./app-chrome');
  vi.resetModules();
});

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Error screen</p> : this.props.children;
  }
}

/** Each test gets fresh modules: the loader remembers what it loaded. */
async function freshLayout() {
  const [{ AppLayout }, loader] = await Promise.all([
    import('./app-layout'),
    import('./app-chrome-loader'),
  ]);
  return { AppLayout, loader };
}

// The layout's loading status (PagePending), shown only while the chrome's code is missing.
const placeholder = () => screen.queryByRole('status');

describe('AppLayout signed in', () => {
  it('renders the chrome in its first commit once the code is there (the router waits for it)', async () => {
    const { AppLayout, loader } = await freshLayout();
    await loader.loadAppChrome();
    render(<AppLayout />);
    // Synchronously, with no placeholder committed before it.
    expect(screen.getByText('The chrome and its page')).toBeInTheDocument();
    expect(placeholder()).toBeNull();
  });

  it('holds the place while the code arrives when a session starts without a navigation', async () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    vi.doMock('./app-chrome', async () => {
      await arrived;
      return { AppChrome: () => <p>The chrome and its page</p> };
    });
    const { AppLayout, loader } = await freshLayout();
    await act(async () => {
      render(<AppLayout />);
      await Promise.resolve();
    });
    expect(placeholder()).not.toBeNull();
    await act(async () => {
      arrive();
      await loader.loadAppChrome();
    });
    expect(screen.getByText('The chrome and its page')).toBeInTheDocument();
    expect(placeholder()).toBeNull();
  });

  it('gives a failed load to the error screen, and does not ask again by itself', async () => {
    let imports = 0;
    vi.doMock('./app-chrome', () => {
      imports += 1;
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { AppLayout, loader } = await freshLayout();
    await act(async () => {
      render(
        <Boundary>
          <AppLayout />
        </Boundary>,
      );
      await loader.loadAppChrome().catch(() => undefined);
    });
    expect(screen.getByText('Error screen')).toBeInTheDocument();
    expect(imports).toBe(1);
  });
});
