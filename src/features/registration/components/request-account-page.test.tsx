import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RequestAccountPage } from './request-account-page';
import { renderPage, USERS_BASE } from '@/testing/registration-harness';

// A busy machine (parallel test runs) can be slow to render and validate a whole form.
configure({ asyncUtilTimeout: 5000 });

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => {
  server.close();
});

async function open(lng: 'en' | 'es' = 'en') {
  await renderPage(
    <RequestAccountPage captcha={{ provider: 'sandbox', siteKey: 'sandbox-captcha' }} />,
    {
      notify: vi.fn(),
      lng,
    },
  );
  return userEvent.setup({ delay: null });
}

const field = (name: string) => screen.getByLabelText(name, { selector: 'input, textarea' });

// Many fields and a lazily loaded form: generous time on a busy machine.
describe('the request-account page', { timeout: 20_000 }, () => {
  it('shows every message beside its field on an empty submit and focuses the first field', async () => {
    const user = await open();
    await user.click(await screen.findByRole('button', { name: 'Send request' }));
    await waitFor(
      () => {
        expect(field('Full name')).toHaveFocus();
      },
      { timeout: 5000 },
    );
    expect(field('Full name')).toHaveAccessibleDescription('Name is required');
    expect(field('Email')).toHaveAccessibleDescription('Email required');
    expect(field('Phone number')).toHaveAccessibleDescription(
      'Phone number is required A US number, for example (555) 201-3344.',
    );
    expect(field('Property address')).toHaveAccessibleDescription('Address is required');
    expect(field('Association name')).toHaveAccessibleDescription('Association name required');
    // Optional fields stay quiet.
    expect(field('Account number (optional)')).not.toHaveAttribute('aria-invalid');
    expect(field('Comments (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('A captcha must be completed.')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    const user = await open('es');
    await user.click(await screen.findByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('Debe completar el captcha.')).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', {
        name: 'No soy un robot (verificación de prueba: no hay captcha real en este entorno)',
      }),
    ).toBeInTheDocument();
  });

  it('sends the request without empty optional fields and confirms it', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${USERS_BASE}/Homeowner/RequestAccount`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { requestId: 19001, submittedAt: '2026-11-22T15:12:00Z', message: 'Thank you.' },
          { status: 202 },
        );
      }),
    );
    const user = await open();
    await user.type(await screen.findByLabelText('Full name'), 'Priya Shah');
    await user.type(field('Email'), 'priya.shah@example.com');
    await user.type(field('Phone number'), '555-318-2207');
    await user.type(field('Property address'), '18 Maple Court');
    await user.type(field('Association name'), 'Maple Grove HOA');
    await user.type(field('Comments (optional)'), 'Bought in October.');
    await user.click(screen.getByRole('checkbox', { name: /I'm not a robot/ }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByRole('heading', { name: 'Request sent' })).toHaveFocus();
    expect(screen.getByText('Your request number is 19001.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: 'Priya Shah',
        email: 'priya.shah@example.com',
        phone: '(555) 318-2207',
        propertyAddress: '18 Maple Court',
        associationName: 'Maple Grove HOA',
        comments: 'Bought in October.',
        captchaToken: expect.stringMatching(/^sandbox-captcha-\d+$/) as unknown,
      },
    ]);
  });
});
