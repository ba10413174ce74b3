import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../public/locales/en/errors.json';
import es from '../../../public/locales/es/errors.json';
import { ERROR_TOAST_DURATION_MS, GRID_TOAST_DURATION_MS } from '@/lib/api/error-policy';
import { notifyOutcome, showGridToast } from './notify';
import { showToast } from './show-toast';
import { ToastViewport } from './toast-viewport';

const HELP_CENTER = 'https://help.courtyard.example';

async function createI18n(lng: 'en' | 'es' = 'en'): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    ns: ['errors'],
    defaultNS: 'errors',
    resources: { en: { errors: en }, es: { errors: es } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

function renderViewport(i18n: I18n, navigate?: (href: string) => void) {
  return render(
    <I18nextProvider i18n={i18n}>
      <main>page</main>
      <ToastViewport navigate={navigate} />
    </I18nextProvider>,
  );
}

/** The toast <li> that contains `text` (sonner renders each toast as a list item). */
async function findToast(text: string | RegExp): Promise<HTMLElement> {
  const node = await screen.findByText(text, {}, { timeout: 3000 });
  const item = node.closest('li');
  if (!item) throw new Error(`"${String(text)}" is not inside a toast`);
  return item;
}

let i18n: I18n;

beforeEach(async () => {
  i18n = await createI18n();
});

afterEach(() => {
  cleanup();
  // sonner's store is global: start every test with no active toast.
  toast.dismiss();
});

describe('ToastViewport', () => {
  // First in the file on purpose: neither sonner nor the lazy Toaster chunk is loaded yet.
  it('keeps a toast shown before the viewport and its lazy chunk are there', async () => {
    const early = showToast(
      { kind: 'error', title: 'Error', description: 'Before mount', durationMs: 60_000 },
      i18n,
    );
    renderViewport(i18n);
    await act(() => early);
    expect(await findToast('Before mount')).toBeInTheDocument();
    cleanup();

    // And once sonner is loaded: a toast emitted with no Toaster subscribed is replayed on mount.
    await showToast(
      { kind: 'success', title: 'Success', description: 'While unmounted', durationMs: 6000 },
      i18n,
    );
    renderViewport(i18n);
    expect(await findToast('While unmounted')).toBeInTheDocument();
  });
  it('gives the toasts the language’s direction without reading the page’s styles', async () => {
    const computedStyle = vi.spyOn(window, 'getComputedStyle');
    renderViewport(i18n);
    await act(() =>
      showToast(
        { kind: 'success', title: 'Success', description: 'Direction', durationMs: 6000 },
        i18n,
      ),
    );
    const item = await findToast('Direction');
    expect(item.closest('ol')).toHaveAttribute('dir', 'ltr');
    expect(computedStyle).not.toHaveBeenCalledWith(document.documentElement);
    computedStyle.mockRestore();
  });

  it('shows a 4xx toast with its translated text, Error ID line and 60 s duration', async () => {
    const navigate = vi.fn<(href: string) => void>();
    renderViewport(i18n, navigate);
    await act(() =>
      notifyOutcome(
        {
          kind: 'clientProblem',
          status: 400,
          text: 'Primary email required',
          errorCode: 'PA037',
          errorId: '37a0c1e2',
          linkToProfileSettings: true,
          durationMs: ERROR_TOAST_DURATION_MS,
        },
        HELP_CENTER,
        i18n,
      ),
    );

    const item = await findToast(/without a primary email/);
    expect(item).toHaveAttribute('data-type', 'error');
    expect(within(item).getByText('Error')).toBeInTheDocument();
    expect(within(item).getByText('Error ID: 37a0c1e2')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Close notification' })).toBeInTheDocument();

    // The profile-settings link goes through the router, not a page load.
    // fireEvent rather than userEvent: sonner's pointerdown calls setPointerCapture, absent in jsdom.
    fireEvent.click(within(item).getByRole('link', { name: 'Go to profile settings' }));
    expect(navigate).toHaveBeenCalledWith('/my/profile-settings');

    // Errors are announced assertively (sonner's region is polite by default).
    const region = screen.getByRole('region', { name: /Notifications/ });
    expect(region).toHaveAttribute('aria-live', 'assertive');
    expect(toast.getToasts().find((t) => 'duration' in t)).toMatchObject({ duration: 60_000 });
  });

  it('shows a success grid toast titled Success for 6 s, announced politely', async () => {
    renderViewport(i18n);
    await act(() => showGridToast('reset', i18n));

    const item = await findToast('Grid reset to default settings.');
    expect(item).toHaveAttribute('data-type', 'success');
    expect(within(item).getByText('Success')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(toast.getToasts()).toEqual([
      expect.objectContaining({ id: 'grid:reset', duration: GRID_TOAST_DURATION_MS }),
    ]);
  });

  it('shows the 5xx text, the report link to the help centre and the Error Code', async () => {
    renderViewport(i18n);
    await act(() =>
      notifyOutcome(
        { kind: 'server', status: 500, errorCode: 'FE001', durationMs: 60_000 },
        HELP_CENTER,
        i18n,
      ),
    );

    const item = await findToast(
      'We have encountered an error and could not complete your request.',
    );
    expect(within(item).getByText('Error Code: FE001')).toBeInTheDocument();
    const link = within(item).getByRole('link', { name: /Report the problem/ });
    expect(link).toHaveAttribute('href', HELP_CENTER);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('titles a network failure "Error" and shows its message', async () => {
    renderViewport(i18n);
    await act(() =>
      notifyOutcome(
        { kind: 'network', message: 'Failed to fetch', durationMs: 60_000 },
        HELP_CENTER,
        i18n,
      ),
    );
    const item = await findToast('Failed to fetch');
    expect(within(item).getByText('Error')).toBeInTheDocument();
  });

  it('speaks Spanish when the language is Spanish', async () => {
    const spanish = await createI18n('es');
    renderViewport(spanish);
    await act(() => showGridToast('saved', spanish));
    const item = await findToast('Configuración de la tabla guardada.');
    expect(within(item).getByText('Éxito')).toBeInTheDocument();
  });
});
