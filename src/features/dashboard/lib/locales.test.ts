// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keysUsedIn, loadNamespace } from '@/testing/locales';
import { BOARD_TASKS } from './board';

// Key parity, empty texts and placeholders: src/lib/i18n.test.ts, for every namespace.
const { english, has } = loadNamespace('dashboard');

describe('the dashboard texts', () => {
  it('say the SPEC §8 blocked-payments message word for word', () => {
    expect(english.get('payments.allBlocked')).toBe(
      'Payments are blocked for this account. Contact your management company for further info.',
    );
  });

  it('cover every key the components ask for', () => {
    const used = keysUsedIn(new URL('../components/', import.meta.url));
    expect(used.size).toBeGreaterThan(50);
    // Keys built at run time.
    for (const { key } of BOARD_TASKS) used.add(`board.tasks.${key}`);
    for (const status of ['open', 'inProgress', 'onHold', 'closed'])
      used.add(`requests.status.${status}`);
    for (const status of ['tentative', 'confirmed', 'declined'])
      used.add(`reservations.status.${status}`);
    // From the common namespace.
    used.delete('dashboard.welcome');
    used.delete('loading');
    expect([...used].filter((key) => !has(key))).toEqual([]);
  });
});
