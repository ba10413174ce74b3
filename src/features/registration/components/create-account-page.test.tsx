import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CreateAccountPage } from './create-account-page';
import { renderPage, USERS_BASE } from '@/testing/registration-harness';
import { sentence } from '@/testing/sentence';

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

async function open(associationId?: number) {
  const notify = vi.fn();
  await renderPage(
    <CreateAccountPage
      captcha={{ provider: 'sandbox', siteKey: 'sandbox-captcha' }}
      associationId={associationId}
    />,
    { notify },
  );
  await screen.findByRole('button', { name: 'Create account' });
  return { notify, user: userEvent.setup({ delay: null }) };
}

const field = (name: string) =>
  screen.getByLabelText(name, { selector: 'input:not([type=radio])' });

async function fillValid(user: UserEvent) {
  await user.type(field('Account number'), 'MG-1001');
  await user.type(field('Full name'), 'Jordan Rivera');
  await user.type(field('Phone number'), '(555) 201-3344');
  await user.type(field('Property address'), '12 Maple Court, Springfield, IL 62704');
  await user.type(field('Association name'), 'Maple Grove HOA');
  await user.type(field('Email'), 'jordan.rivera@example.com');
  await user.type(field('Password'), 'secret1');
  await user.type(field('Confirm password'), 'secret1');
  await user.click(screen.getByRole('checkbox', { name: /I'm not a robot/ }));
}

// Many fields and a lazily loaded form: generous time on a busy machine.
describe('the create-account page', { timeout: 20_000 }, () => {
  it('shows every message beside its field on an empty submit and focuses the first field', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(
      () => {
        expect(field('Account number')).toHaveFocus();
      },
      { timeout: 5000 },
    );
    expect(field('Account number')).toHaveAccessibleDescription(
      'Account number is required Printed on your statement, for example MG-1001.',
    );
    expect(field('Full name')).toHaveAccessibleDescription('Name is required');
    expect(field('Phone number')).toHaveAccessibleDescription(
      'Phone number is required A US number, for example (555) 201-3344.',
    );
    expect(field('Property address')).toHaveAccessibleDescription('Address is required');
    expect(field('Association name')).toHaveAccessibleDescription('Association name required');
    expect(field('Email')).toHaveAccessibleDescription('Email required');
    expect(field('Password')).toHaveAccessibleDescription(
      'Password required At least 6 characters.',
    );
    // No message of its own: the form's generic one.
    expect(field('Confirm password')).toHaveAccessibleDescription('Input required');
    const captcha = screen.getByRole('checkbox', {
      name: "I'm not a robot (sandbox check: no real captcha in this environment)",
    });
    expect(captcha).toHaveAccessibleDescription('A captcha must be completed.');
    expect(captcha).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the registration key when that is what the homeowner has', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('radio', { name: 'Registration key' }));
    expect(screen.queryByRole('textbox', { name: 'Account number' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Registration key is required')).toBeInTheDocument();
    expect(screen.queryByText('Account number is required')).not.toBeInTheDocument();
  });

  it('rejects bad values with the spec messages and keeps what was typed', async () => {
    const { user } = await open();
    await user.type(field('Phone number'), '555-12');
    await user.type(field('Email'), 'jordan@');
    await user.type(field('Password'), 'abc');
    await user.type(field('Confirm password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(field('Phone number')).toHaveValue('555-12');
    expect(field('Email')).toHaveValue('jordan@');
    expect(field('Password')).toHaveValue('abc');
  });

  it('sends one request however often Submit is pressed, then says what happens next', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${USERS_BASE}/Homeowner/Registration`, async ({ request }) => {
        bodies.push(await request.json());
        await delay(150);
        return HttpResponse.json(
          { userId: 1001, email: 'jordan.rivera@example.com', status: 'active', token: 'x.y.z' },
          { status: 201 },
        );
      }),
    );
    const { user } = await open();
    await fillValid(user);
    const submit = screen.getByRole('button', { name: 'Create account' });
    await user.click(submit);
    await user.click(submit);
    // A submit that does not go through the (now disabled) button, e.g. Enter in a field.
    fireEvent.submit(submit.closest('form')!);

    const outcome = await screen.findByRole('heading', { name: 'Your account is ready' });
    expect(outcome).toHaveFocus();
    expect(
      screen.getByText(sentence('You can log in now with jordan.rivera@example.com.')),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toEqual({
      accountNumber: 'MG-1001',
      name: 'Jordan Rivera',
      phone: '(555) 201-3344',
      propertyAddress: '12 Maple Court, Springfield, IL 62704',
      associationName: 'Maple Grove HOA',
      email: 'jordan.rivera@example.com',
      password: 'secret1',
      captchaToken: expect.stringMatching(/^sandbox-captcha-\d+$/) as unknown,
    });
  });

  it('sends a registration key to the association of the welcome letter', async () => {
    const seen: string[] = [];
    server.use(
      http.post(`${USERS_BASE}/Homeowner/Registration/:id`, ({ params }) => {
        seen.push(String(params.id));
        return HttpResponse.json(
          { userId: 1001, email: 'jordan.rivera@example.com', status: 'pendingEmailVerification' },
          { status: 201 },
        );
      }),
    );
    const { user } = await open(101);
    await user.click(screen.getByRole('radio', { name: 'Registration key' }));
    await user.type(field('Registration key'), 'MGH-7Q4K-2X9P');
    await user.type(field('Full name'), 'Jordan Rivera');
    await user.type(field('Phone number'), '555 201 3344');
    await user.type(field('Property address'), '12 Maple Court');
    await user.type(field('Association name'), 'Maple Grove HOA');
    await user.type(field('Email'), 'jordan.rivera@example.com');
    await user.type(field('Password'), 'secret1');
    await user.type(field('Confirm password'), 'secret1');
    await user.click(screen.getByRole('checkbox', { name: /I'm not a robot/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(seen).toEqual(['101']);
  });

  it('shows a 409 beside the form without a toast, keeps the values and asks for a new captcha', async () => {
    server.use(
      http.post(`${USERS_BASE}/Homeowner/Registration`, () =>
        HttpResponse.json(
          {
            title: 'Conflict',
            status: 409,
            detail: 'An account with this email already exists. Log in or reset your password.',
          },
          { status: 409, headers: { 'content-type': 'application/problem+json' } },
        ),
      ),
    );
    const { user, notify } = await open();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const alert = await screen.findByRole('alert');
    await waitFor(() => {
      expect(alert).toHaveTextContent(
        'An account with this email already exists. Log in or reset your password.',
      );
    });
    expect(notify).not.toHaveBeenCalled();
    expect(field('Email')).toHaveValue('jordan.rivera@example.com');
    expect(field('Password')).toHaveValue('secret1');
    expect(screen.getByRole('checkbox', { name: /I'm not a robot/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it("shows a 422's field messages beside their fields", async () => {
    server.use(
      http.post(`${USERS_BASE}/Homeowner/Registration`, () =>
        HttpResponse.json(
          {
            title: 'Validation failed',
            status: 422,
            detail: 'One or more fields are invalid.',
            errors: { phone: ['Invalid phone number'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await open();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('One or more fields are invalid.')).toBeInTheDocument();
    const phoneField = field('Phone number').closest('div');
    expect(within(phoneField!).getByText('Invalid phone number')).toBeInTheDocument();
  });
});
