import { act, cleanup, render, screen } from '@testing-library/react';
import { useState, type SyntheticEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prerenderedAttribute, pressedAttribute, submitWantedAttribute } from './markers';
import { isReadyToTakeOver, takeOverPrerenderedPage } from './takeover';

/** A controlled form like the login page's: what it sends is its own state. */
function AppForm({ onSend }: { onSend: (sent: { email: string; password: string }) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const send = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSend({ email, password });
  };
  return (
    <form onSubmit={send}>
      <label>
        Email
        <input autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label>
        Password
        <input
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      <button type="submit">Log in</button>
    </form>
  );
}

function prerenderedPage(): HTMLElement {
  const status = document.createElement('div');
  status.id = 'boot-status';
  status.setAttribute(prerenderedAttribute, 'login');
  status.innerHTML = `<form>
      <input type="email" autocomplete="username" aria-label="Prerendered email">
      <input type="password" autocomplete="current-password" aria-label="Prerendered password">
      <button type="submit">Log in</button></form>`;
  document.body.append(status);
  return status;
}

describe('isReadyToTakeOver', () => {
  it('waits, for the prerendered page, until the app has a page with a heading', () => {
    const status = prerenderedPage();
    const container = document.createElement('div');
    // The router's own "Loading…" while the login page's code is still on its way.
    container.innerHTML = '<p role="status">Loading…</p>';
    expect(isReadyToTakeOver(status, container)).toBe(false);
    container.innerHTML = '<main><h1>Log in to Courtyard</h1></main>';
    expect(isReadyToTakeOver(status, container)).toBe(true);
    status.remove();
  });

  it('takes the app’s chrome for a signed-in page’s first frame: its menus work while the page comes', () => {
    const status = document.createElement('div');
    status.setAttribute(prerenderedAttribute, 'signed-in');
    const container = document.createElement('div');
    container.innerHTML = '<p role="status">Loading…</p>';
    expect(isReadyToTakeOver(status, container)).toBe(false);
    container.innerHTML =
      '<header><button>Jordan Rivera</button></header><main><p>Loading…</p></main>';
    expect(isReadyToTakeOver(status, container)).toBe(true);
  });

  it('waits while a press on the prerendered page is under way, so its click is not lost', () => {
    const status = prerenderedPage();
    const container = document.createElement('div');
    container.innerHTML = '<main><h1>Log in to Courtyard</h1></main>';
    status.setAttribute(pressedAttribute, '');
    expect(isReadyToTakeOver(status, container)).toBe(false);
    status.removeAttribute(pressedAttribute);
    expect(isReadyToTakeOver(status, container)).toBe(true);
    status.remove();
  });

  it('takes any text for the plain “Loading…”', () => {
    const status = document.createElement('p');
    const container = document.createElement('div');
    expect(isReadyToTakeOver(status, container)).toBe(false);
    container.textContent = 'Loading…';
    expect(isReadyToTakeOver(status, container)).toBe(true);
  });
});

describe('takeOverPrerenderedPage', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    document.getElementById('boot-status')?.remove();
  });

  it('carries what was typed and the focus into the app’s fields, then goes', () => {
    const status = prerenderedPage();
    const email = screen.getByLabelText<HTMLInputElement>('Prerendered email');
    const password = screen.getByLabelText<HTMLInputElement>('Prerendered password');
    email.value = 'ana@example.com';
    password.value = 'secret';
    password.focus();
    const { container } = render(<AppForm onSend={() => undefined} />);
    // As the boot script left it.
    container.hidden = true;
    act(() => {
      takeOverPrerenderedPage(status, container);
    });
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('secret');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(status.isConnected).toBe(false);
    expect(container.hidden).toBe(false);
  });

  it('sends a press of “Log in” made before the app was up, once, with what was typed', () => {
    vi.useFakeTimers();
    const status = prerenderedPage();
    screen.getByLabelText<HTMLInputElement>('Prerendered email').value = 'ana@example.com';
    status.querySelector('form')?.setAttribute(submitWantedAttribute, '');
    const onSend = vi.fn();
    const { container } = render(<AppForm onSend={onSend} />);
    act(() => {
      takeOverPrerenderedPage(status, container);
    });
    expect(onSend).not.toHaveBeenCalled();
    act(() => {
      vi.runAllTimers();
    });
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({ email: 'ana@example.com', password: '' });
  });

  it('leaves the app’s fields alone when nothing was typed or pressed', () => {
    vi.useFakeTimers();
    const status = prerenderedPage();
    const onSend = vi.fn();
    const { container } = render(<AppForm onSend={onSend} />);
    act(() => {
      takeOverPrerenderedPage(status, container);
      vi.runAllTimers();
    });
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(onSend).not.toHaveBeenCalled();
    expect(status.isConnected).toBe(false);
  });

  it('moves the focus to the same control when it was not in a field', () => {
    const status = prerenderedPage();
    screen.getByRole('button', { name: 'Log in' }).focus();
    const { container } = render(<AppForm onSend={() => undefined} />);
    act(() => {
      takeOverPrerenderedPage(status, container);
    });
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
  });

  it('puts focus that was nowhere on the app’s page heading, as the page does on arrival', () => {
    const status = document.createElement('div');
    status.id = 'boot-status';
    status.setAttribute(prerenderedAttribute, '');
    status.innerHTML = '<main><h1 tabindex="-1">Make a payment</h1></main>';
    document.body.append(status);
    const { container } = render(
      <main>
        <h1 tabIndex={-1}>Make a payment</h1>
      </main>,
    );
    container.hidden = true;
    act(() => {
      takeOverPrerenderedPage(status, container);
    });
    expect(screen.getByRole('heading', { name: 'Make a payment' })).toHaveFocus();
  });

  it('removes the plain “Loading…” as before', () => {
    const status = document.createElement('p');
    status.id = 'boot-status';
    status.textContent = 'Loading… / Cargando…';
    document.body.append(status);
    takeOverPrerenderedPage(status, document.createElement('div'));
    expect(status.isConnected).toBe(false);
  });
});
