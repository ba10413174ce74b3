import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { WidgetProps } from '@rjsf/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../public/locales/en/manage-payments.json';
import type { LegacyFormData } from '../lib/legacy-form';
import { MaskedNumberWidget } from './masked-number-widget';

afterEach(cleanup);

async function renderWidget() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['manage-payments'],
    defaultNS: 'manage-payments',
    resources: { en: { 'manage-payments': en } },
  });
  const changes = vi.fn<(value: unknown) => void>();
  function Harness() {
    const [value, setValue] = useState<unknown>(undefined);
    const props = {
      id: 'legacy_bankAccountNumber',
      value,
      onChange: (next: unknown) => {
        changes(next);
        setValue(next);
      },
      onBlur: () => undefined,
      onFocus: () => undefined,
      rawErrors: [],
    } as unknown as WidgetProps<LegacyFormData>;
    return (
      <>
        <label htmlFor="legacy_bankAccountNumber">Bank account number</label>
        <MaskedNumberWidget {...props} />
        <button type="button">elsewhere</button>
      </>
    );
  }
  render(
    <I18nextProvider i18n={i18n}>
      <Harness />
    </I18nextProvider>,
  );
  return { changes, field: screen.getByLabelText('Bank account number') };
}

describe('MaskedNumberWidget', () => {
  it('shows the number while it is typed and only its last four digits once left', async () => {
    const user = userEvent.setup();
    const { changes, field } = await renderWidget();
    await user.type(field, '000123456789');
    expect(field).toHaveValue('000123456789');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(field).toHaveValue('••••6789');
    expect(changes).toHaveBeenLastCalledWith('000123456789');
    expect(screen.getByText(/Only the last four digits show/)).toBeInTheDocument();
  });

  it('shows the number again, selected, when the field is entered, so typing replaces it', async () => {
    const user = userEvent.setup();
    const { changes, field } = await renderWidget();
    await user.type(field, '000123456789');
    await user.tab();
    expect(field).toHaveValue('••••6789');
    await user.click(field);
    expect(field).toHaveValue('000123456789');
    await user.keyboard('9876');
    expect(field).toHaveValue('9876');
    expect(changes).toHaveBeenLastCalledWith('9876');
  });
});
