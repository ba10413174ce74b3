import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../public/locales/en/errors.json';
import es from '../../../public/locales/es/errors.json';
import type { NotifiableOutcome } from '@/lib/api/error-policy';
import { describeOutcome } from './notify';

const HELP = 'https://help.courtyard.example';
let t: TFunction<'errors'>;

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['errors'],
    resources: { en: { errors: en } },
    interpolation: { escapeValue: false },
  });
  t = instance.getFixedT(null, 'errors');
});

function client(overrides: Partial<Extract<NotifiableOutcome, { kind: 'clientProblem' }>>) {
  return describeOutcome(
    {
      kind: 'clientProblem',
      status: 400,
      linkToProfileSettings: false,
      durationMs: 60_000,
      ...overrides,
    },
    t,
    HELP,
  );
}

describe('describeOutcome (SPEC §8 texts)', () => {
  it('translates a 4xx by errorCode under main.exceptions', () => {
    expect(client({ errorCode: 'PA010', text: 'server wording' }).description).toBe(
      'Payments are blocked for this account. Contact your management company for further info.',
    );
    expect(client({ errorCode: 'AU001' }).description).toBe(
      'Invalid username, password, or company',
    );
    expect(client({ errorCode: 'AU002' }).description).toBe('No account found');
  });

  it('falls back to the server text, then "An unexpected error occurred."', () => {
    expect(client({ errorCode: 'ZZ999', text: 'Server says no' }).description).toBe(
      'Server says no',
    );
    expect(client({}).description).toBe('An unexpected error occurred.');
    // A code that is not a plain identifier never becomes a translation key.
    expect(client({ errorCode: 'main.exceptions', text: 'raw' }).description).toBe('raw');
  });

  it('adds the Error ID, the profile-settings link when flagged, and lasts 60 s', () => {
    const options = client({ errorCode: 'PA037', errorId: 'abc', linkToProfileSettings: true });
    expect(options).toMatchObject({
      kind: 'error',
      title: 'Error',
      errorId: 'abc',
      link: { href: '/my/profile-settings', label: 'Go to profile settings' },
      durationMs: 60_000,
    });
    expect(options.description).toMatch(/profile settings/);
  });

  it('describes a 5xx with the report link and the Error Code', () => {
    expect(
      describeOutcome(
        { kind: 'server', status: 500, errorCode: 'FE001', durationMs: 60_000 },
        t,
        HELP,
      ),
    ).toMatchObject({
      kind: 'error',
      title: 'Error',
      description: 'We have encountered an error and could not complete your request.',
      link: { href: HELP, label: 'Report the problem' },
      errorCode: 'FE001',
      durationMs: 60_000,
    });
  });

  it('titles a network failure "Error" with the error message', () => {
    expect(
      describeOutcome({ kind: 'network', message: 'Failed to fetch', durationMs: 60_000 }, t, HELP),
    ).toMatchObject({ kind: 'error', title: 'Error', description: 'Failed to fetch' });
  });
});

describe('errors namespace', () => {
  const keys = (value: unknown, prefix = ''): string[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`))
      : [prefix.slice(0, -1)];

  it('has a complete Spanish translation', () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
    for (const key of keys(es)) expect(key).not.toBe('');
  });

  it('keeps the SPEC §8 English texts verbatim', () => {
    expect(en.unexpected).toBe('An unexpected error occurred.');
    expect(en.server.message).toBe(
      'We have encountered an error and could not complete your request.',
    );
    expect(en.grid).toEqual({
      saved: 'Grid settings saved.',
      reset: 'Grid reset to default settings.',
      restored: 'Grid settings restored.',
    });
    expect(en.title).toEqual({ error: 'Error', success: 'Success' });
  });
});
