import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Page } from './page';

// Files share one DOM here (vite.config.ts, isolate: false): what a test adds goes after it.
afterEach(() => {
  cleanup();
  document.getElementById('outside')?.remove();
  document.getElementById('root')?.remove();
});

/** Renders into a `#root` as the app does, beside whatever the page already has. */
function renderInApp(ui: React.ReactElement) {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  return render(ui, { container: root });
}

describe('Page', () => {
  it('puts its heading in focus on arrival', () => {
    renderInApp(<Page title="Dashboard" />);
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toHaveFocus();
  });

  it('leaves the focus on a control outside the app that the person moved to', () => {
    const outside = document.createElement('button');
    outside.id = 'outside';
    document.body.prepend(outside);
    outside.focus();
    renderInApp(<Page title="Log in" />);
    expect(outside).toHaveFocus();
  });

  it('leaves the focus in a field the person is typing in', () => {
    // As the takeover of a prerendered page does: the field has the focus when the effect runs.
    const field = (element: HTMLInputElement | null) => element?.focus();
    renderInApp(
      <Page title="Log in">
        <input aria-label="Email" ref={field} />
      </Page>,
    );
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });
});
