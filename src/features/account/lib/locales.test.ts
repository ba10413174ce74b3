// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keysUsedIn, loadNamespace } from '@/testing/locales';
import { LEDGER_KINDS } from './ledger-kinds';
import { STATEMENT_DURATIONS, STATEMENT_FORMATS, STATEMENT_TYPES } from './statement';

// Key parity, empty texts and placeholders: src/lib/i18n.test.ts, for every namespace.
const { english, has } = loadNamespace('account');

describe('the account texts', () => {
  it('say the SPEC texts word for word', () => {
    expect(english.get('balances.blocked')).toBe(
      'Payments are blocked for this account. Contact your management company for further info.',
    );
    expect(english.get('statement.durations.last30Days')).toBe('Last 30 days');
    expect(english.get('statement.durations.fullHistory')).toBe('Full history');
    expect(english.get('statement.types.statementChargeSummary')).toBe('Statement charge summary');
    expect(english.get('autoDraft.ineligible.hasBalance')).toContain(
      'Accounts with a balance cannot enrol in auto-draft.',
    );
  });

  it('cover every key the components ask for', () => {
    const used = keysUsedIn(new URL('../components/', import.meta.url));
    expect(used.size).toBeGreaterThan(60);
    // Keys built at run time.
    for (const kind of LEDGER_KINDS) {
      used.add(`kinds.${kind}`);
      used.add(`breakdown.parts.${kind}`);
      used.add(`breakdown.explain.${kind}`);
    }
    for (const reason of ['hasBalance', 'subLedger', 'blocked', 'legacyAssociation'])
      used.add(`autoDraft.ineligible.${reason}`);
    for (const status of ['pending', 'completed', 'failed', 'cancelled'])
      used.add(`payments.status.${status}`);
    for (const value of STATEMENT_DURATIONS) used.add(`statement.durations.${value}`);
    for (const value of STATEMENT_TYPES) used.add(`statement.types.${value}`);
    for (const value of STATEMENT_FORMATS) used.add(`statement.formats.${value}`);
    expect([...used].filter((key) => !has(key))).toEqual([]);
  });
});
