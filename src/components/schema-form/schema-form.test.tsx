import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadSchemaForm, SchemaForm } from '.';

// The behaviours are shown on a schema of this test's own, which `npm run generate` does not
// compile (the forms' precompiled validators are tested in ./validator.test.ts): here ajv compiles
// it at run time, which jsdom allows and the portal's Content-Security-Policy would not.
vi.mock('./validator', async () => {
  const { customizeValidator } = await import('@rjsf/validator-ajv8');
  // One promise, as the real module keeps one per schema (React's use() wants it stable).
  const loaded = Promise.resolve(customizeValidator());
  return { formValidator: () => loaded };
});

// A busy machine (parallel test runs) can be slow to render and validate a whole form.
configure({ asyncUtilTimeout: 5000 });

interface Values {
  kind?: 'number' | 'key';
  number?: string;
  key?: string;
  name?: string;
  email?: string;
  notes?: string;
}

const schema: RJSFSchema = {
  type: 'object',
  required: ['kind', 'name', 'email'],
  properties: {
    kind: { type: 'string', title: 'f:kind', enum: ['number', 'key'], default: 'number' },
    name: { type: 'string', title: 'f:name' },
    email: { type: 'string', title: 'f:email', format: 'email' },
    notes: { type: 'string', title: 'f:notes', maxLength: 10 },
  },
  dependencies: {
    kind: {
      oneOf: [
        {
          properties: { kind: { const: 'number' }, number: { type: 'string', title: 'f:number' } },
          required: ['number'],
        },
        {
          properties: { kind: { const: 'key' }, key: { type: 'string', title: 'f:key' } },
          required: ['key'],
        },
      ],
    },
  },
};

const uiSchema: UiSchema<Values> = {
  'ui:order': ['kind', 'number', 'key', 'name', 'email', 'notes'],
  kind: { 'ui:widget': 'radio', 'ui:enumNames': ['f:kinds.number', 'f:kinds.key'] },
  number: { 'ui:errorMessages': { required: 'f:errors.numberRequired' } },
  name: { 'ui:errorMessages': { required: 'f:errors.nameRequired' }, 'ui:help': 'f:nameHelp' },
  email: { 'ui:errorMessages': { format: 'f:errors.invalidEmail' } },
  notes: { 'ui:widget': 'textarea', 'ui:errorMessages': { maxLength: 'f:errors.notesTooLong' } },
};

const resources = {
  en: {
    common: {
      loading: 'Loading…',
      form: {
        characters_one: '{{count}} of {{max}} characters',
        characters_other: '{{count}} of {{max}} characters',
        charactersOver_one: '{{count}} character over the limit of {{max}}',
        charactersOver_other: '{{count}} characters over the limit of {{max}}',
      },
    },
    auth: { validation: { inputRequired: 'Input required' } },
    f: {
      kind: 'Register with',
      kinds: { number: 'Account number', key: 'Registration key' },
      number: 'Account number',
      key: 'Registration key',
      name: 'Name',
      nameHelp: 'As on your statement',
      email: 'Email',
      notes: 'Notes',
      errors: {
        numberRequired: 'Account number is required',
        nameRequired: 'Name is required',
        invalidEmail: 'Invalid email',
        notesTooLong: 'Notes can be at most 10 characters.',
      },
    },
  },
  es: {
    common: { loading: 'Cargando…' },
    auth: { validation: { inputRequired: 'Dato obligatorio' } },
    f: {
      kind: 'Registrarse con',
      kinds: { number: 'Número de cuenta', key: 'Clave de registro' },
      number: 'Número de cuenta',
      key: 'Clave de registro',
      name: 'Nombre',
      nameHelp: 'Como en su estado de cuenta',
      email: 'Correo electrónico',
      notes: 'Notas',
      errors: {
        numberRequired: 'El número de cuenta es obligatorio',
        nameRequired: 'El nombre es obligatorio',
        invalidEmail: 'Correo electrónico no válido',
        notesTooLong: 'Las notas pueden tener como máximo 10 caracteres.',
      },
    },
  },
};

let i18n: I18n;
// The form module (rjsf, ajv) loads lazily; load it once up front so no test waits on it.
beforeAll(async () => {
  await preloadSchemaForm();
});
beforeEach(async () => {
  i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common', 'auth', 'f'],
    defaultNS: 'common',
    resources,
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

function renderForm(
  onSubmit = vi.fn<(values: Values) => void>(),
  pending = false,
  ui: UiSchema<Values> = uiSchema,
) {
  render(
    <I18nextProvider i18n={i18n}>
      <SchemaForm<Values>
        schema={schema}
        uiSchema={ui}
        onSubmit={onSubmit}
        submitLabel="Send"
        pendingLabel="Sending…"
        pending={pending}
      />
    </I18nextProvider>,
  );
  return onSubmit;
}

describe('SchemaForm', { timeout: 20_000 }, () => {
  it('shows each field its message on an empty submit and focuses the first invalid field', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Send' }));

    // The account number comes from the picked oneOf branch: its error is listed after the
    // top-level ones, yet it is first on the page, so it takes the focus.
    const number = screen.getByRole('textbox', { name: 'Account number' });
    await waitFor(
      () => {
        expect(number).toHaveFocus();
      },
      { timeout: 5000 },
    );
    expect(number).toHaveAccessibleDescription('Account number is required');
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Name is required As on your statement',
    );
    // No message named for email's "required": the generic one.
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Input required',
    );
    // Nothing from the branch the radio did not pick, nothing for the radio itself.
    expect(screen.queryByText(/constant|oneOf|Registration key is/)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Registration key' })).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps what was typed, and submits once the data is valid', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = renderForm();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Jordan');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(email).toHaveValue('not-an-email');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Jordan');

    await user.click(screen.getByRole('radio', { name: 'Registration key' }));
    await user.type(screen.getByRole('textbox', { name: 'Registration key' }), 'MGH-7Q4K');
    await user.clear(email);
    await user.type(email, 'jordan@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      kind: 'key',
      key: 'MGH-7Q4K',
      name: 'Jordan',
      email: 'jordan@example.com',
    });
  });

  it('keeps a pasted text longer than the limit whole, counts it and refuses it on submit', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = renderForm();
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    expect(notes).toHaveAccessibleDescription('0 of 10 characters');
    await user.click(notes);
    await user.paste('Gate code 4821');
    expect(notes).toHaveValue('Gate code 4821');
    expect(notes).toHaveAccessibleDescription('4 characters over the limit of 10');

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Jordan');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'jordan@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), 'MG-1001');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Notes can be at most 10 characters.')).toBeInTheDocument();
    expect(notes).toHaveValue('Gate code 4821');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(notes);
    await user.type(notes, 'Gate 4821');
    expect(screen.getByText('9 of 10 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ notes: 'Gate 4821' });
  });

  it('translates labels and the messages already shown when the language changes', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await act(async () => {
      await i18n.changeLanguage('es');
    });
    expect(screen.getByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Registrarse con' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Clave de registro' })).toBeInTheDocument();
  });

  it('offers the choices a service gave in place of the enum, and refuses any other', async () => {
    const user = userEvent.setup({ delay: null });
    const offered = [{ value: 'key', label: 'f:kinds.key' }];
    const onSubmit = renderForm(undefined, false, {
      ...uiSchema,
      kind: { ...uiSchema.kind, 'ui:options': { offered } },
    });
    const group = await screen.findByRole('group', { name: 'Register with' });
    expect(within(group).getAllByRole('radio')).toHaveLength(1);
    expect(within(group).getByRole('radio', { name: 'Registration key' })).toBeInTheDocument();
    // The schema's default ('number') is not offered: refused with the field's message.
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Jordan');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'jordan@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), 'MG-1001');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(group).findByText('Input required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(within(group).getByRole('radio', { name: 'Registration key' }));
    await user.type(screen.getByRole('textbox', { name: 'Registration key' }), 'MGH-7Q4K');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ kind: 'key', key: 'MGH-7Q4K' });
  });

  it('disables the submit button while a request is pending', async () => {
    renderForm(undefined, true);
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
  });

  it('disables the submit button for a reason given beside it, and never submits', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn<(values: Values) => void>();
    render(
      <I18nextProvider i18n={i18n}>
        <SchemaForm<Values>
          schema={schema}
          uiSchema={uiSchema}
          onSubmit={onSubmit}
          submitLabel="Send"
          submitDisabled
          submitDescribedBy="why"
        >
          <p id="why">Not now.</p>
        </SchemaForm>
      </I18nextProvider>,
    );
    const send = await screen.findByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('Not now.');
    await user.click(send);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
