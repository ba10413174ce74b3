import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en/common.json';
import es from '../../../../public/locales/es/common.json';
import { calendarFile } from '@/lib/calendar-file';
import { formatCents } from '@/lib/money';
import { scheduledPaymentEvent, scheduledPaymentTitle } from './scheduled-payment-event';

const translations = new Map<string, TFunction>();

beforeAll(async () => {
  for (const [language, common] of [
    ['en', en],
    ['es', es],
  ] as const) {
    const instance = i18next.createInstance();
    await instance.init({
      lng: language,
      ns: ['common'],
      defaultNS: 'common',
      resources: { [language]: { common } },
      interpolation: { escapeValue: false },
    });
    translations.set(language, instance.getFixedT(language, 'common'));
  }
});

const t = (language: string): TFunction => {
  const translate = translations.get(language);
  if (!translate) throw new Error(`no ${language}`);
  return translate;
};

const payment = {
  id: 8101,
  amount: 12_000,
  date: '2026-12-24',
  method: 'Visa ending in 4242',
  account: 'LT-2001',
};

describe('a scheduled payment as a calendar item', () => {
  it('says its amount and method in English', () => {
    expect(scheduledPaymentTitle(payment, t('en'), 'en')).toBe(
      'Scheduled payment: $120.00 from Visa ending in 4242',
    );
  });

  it('says them in Spanish, the amount written the Spanish way', () => {
    expect(
      scheduledPaymentTitle({ ...payment, method: 'Visa terminada en 4242' }, t('es'), 'es'),
    ).toBe(`Pago programado: ${formatCents(12_000, 'es')} con Visa terminada en 4242`);
  });

  it('is an all-day, free item on its date with a stable UID and the account', () => {
    const event = scheduledPaymentEvent(payment, t('en'), 'en');
    expect(event).toMatchObject({
      uid: 'scheduled-payment-8101@courtyard',
      when: { allDay: true, firstDay: '2026-12-24', lastDay: '2026-12-24' },
      free: true,
      description: 'Account LT-2001\nReference 8101',
    });
    const file = calendarFile(event, new Date('2026-12-01T00:00:00Z'));
    expect(file).toContain('DTSTART;VALUE=DATE:20261224\r\n');
    expect(file).toContain('DESCRIPTION:Account LT-2001\\nReference 8101\r\n');
  });

  it('without the account, carries only the reference', () => {
    const file = calendarFile(
      scheduledPaymentEvent({ ...payment, account: undefined }, t('es'), 'es'),
      new Date('2026-12-01T00:00:00Z'),
    );
    expect(file).toContain('DESCRIPTION:Referencia 8101\r\n');
  });
});
