import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en/express-pay.json';
import type { ExpressAccount } from '../api/express-pay-api';
import { AccountSummary } from './account-summary';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['express-pay'],
    defaultNS: 'express-pay',
    resources: { en: { 'express-pay': en } },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

const account: ExpressAccount = {
  ownerId: 5001,
  subLedgerId: 3001,
  accountNumber: 'MG-1001',
  associationName: 'maple Grove HOA',
  propertyAddress: {
    address1: '12 Maple Court',
    city: 'Springfield',
    stateProvince: 'IL',
    postalCode: '62704',
  },
  ownerName: 'Jordan Rivera',
  balance: 45000,
  logoUrl: 'https://cdn.courtyard.example/associations/101/logo.png',
  paymentSetup: { allowPartial: true, minAmount: 100, maxAmount: 1000000, consentRequired: true },
  paymentOptions: [],
  paymentMethods: [],
};

describe('AccountSummary', () => {
  it('keeps the square of a logo that cannot load, with the initial, so nothing moves', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <AccountSummary account={account} balance={45000} />
      </I18nextProvider>,
    );
    const logo = screen.getByRole('img');
    const row = logo.parentElement;
    fireEvent.error(logo);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(row?.firstElementChild).toHaveClass('size-12');
    expect(row?.firstElementChild).toHaveTextContent('M');
    expect(screen.getByRole('heading', { name: 'maple Grove HOA' })).toBeInTheDocument();
  });
});
