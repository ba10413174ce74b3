import { afterEach, describe, expect, it } from 'vitest';
import { MARKER_ID, startMockForcing } from './client';
import { MOCK_COOKIE, decodeRules, readCookie } from './rules';

const cookieRules = () => decodeRules(readCookie(document.cookie, MOCK_COOKIE)).map((r) => r.text);
const marker = () => document.getElementById(MARKER_ID);
const visit = (address: string) => window.history.replaceState(null, '', address);

afterEach(() => {
  document.cookie = `${MOCK_COOKIE}=; Path=/; Max-Age=0`;
  marker()?.remove();
  document.documentElement.lang = 'en';
});

describe('forcing mock answers from the address', () => {
  it('keeps the rules in the cookie, takes them off the address and shows the marker', () => {
    visit(
      `/dashboard?account=MG-1001&mock=${encodeURIComponent('GET /Messages code=500')}` +
        `&mock=${encodeURIComponent('POST /Users/Authenticate code=404, example=noAccount')}`,
    );
    startMockForcing(window);
    expect(cookieRules()).toEqual([
      'GET /Messages code=500',
      'POST /Users/Authenticate code=404, example=noAccount',
    ]);
    expect(window.location.pathname + window.location.search).toBe('/dashboard?account=MG-1001');
    expect(marker()).toHaveAccessibleName('Mock answers forced');
    expect(marker()).toHaveTextContent(
      'Mock answers forced: GET /Messages code=500; POST /Users/Authenticate code=404, example=noAccount —',
    );
  });

  it('adds to the rules already set, and the next page shows them without the parameter', () => {
    visit(`/login?mock=${encodeURIComponent('GET /Messages code=500')}`);
    startMockForcing(window);
    marker()?.remove();
    visit(`/billing?mock=${encodeURIComponent('GET /Account example=noAccounts')}`);
    startMockForcing(window);
    marker()?.remove();
    visit('/dashboard');
    expect(startMockForcing(window).map((r) => r.text)).toEqual([
      'GET /Messages code=500',
      'GET /Account example=noAccounts',
    ]);
    expect(marker()).toHaveTextContent('GET /Account example=noAccounts');
  });

  it('lists what it did not understand', () => {
    visit(`/dashboard?mock=${encodeURIComponent('GET /Messages')}`);
    startMockForcing(window);
    expect(cookieRules()).toEqual([]);
    expect(marker()).toHaveTextContent('Not understood, ignored: GET /Messages —');
  });

  it('Clear removes the cookie and the marker; ?mock=clear does too', () => {
    visit(`/dashboard?mock=${encodeURIComponent('GET /Messages code=500')}`);
    startMockForcing(window);
    marker()?.querySelector('button')?.click();
    expect(cookieRules()).toEqual([]);
    expect(marker()).toBeNull();

    visit(`/dashboard?mock=${encodeURIComponent('GET /Messages code=500')}`);
    startMockForcing(window);
    marker()?.remove();
    visit('/dashboard?mock=clear');
    startMockForcing(window);
    expect(cookieRules()).toEqual([]);
    expect(marker()).toBeNull();
  });

  it('shows nothing when no rule is set', () => {
    visit('/dashboard');
    expect(startMockForcing(window)).toEqual([]);
    expect(marker()).toBeNull();
  });

  it('speaks Spanish when the page does', async () => {
    visit(`/dashboard?mock=${encodeURIComponent('GET /Messages code=500')}`);
    startMockForcing(window);
    document.documentElement.lang = 'es';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(marker()).toHaveAccessibleName('Respuestas simuladas forzadas');
    expect(marker()?.querySelector('button')).toHaveTextContent('Borrar');
  });
});
