// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en/account.json';
import es from '../../../../public/locales/es/account.json';
import { LEDGER_KINDS } from './ledger-kinds';
import { STATEMENT_DURATIONS, STATEMENT_FORMATS, STATEMENT_TYPES } from './statement';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [k, v] of flatten(value, path)) entries.set(k, v);
  }
  return entries;
}

const english = flatten(en);
const spanish = flatten(es);
const has = (key: string) => english.has(key) || english.has(`${key}_one`);

describe('the account texts', () => {
  it('exist in English and Spanish, key for key, none empty', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of [...english, ...spanish]) expect(text.trim(), key).not.toBe('');
  });

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
    const folder = fileURLToPath(new URL('../components/', import.meta.url));
    const used = new Set<string>();
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.tsx'))) {
      const source = readFileSync(`${folder}${file}`, 'utf8');
      for (const match of source.matchAll(/\bt\(\s*'([\w.-]+)'/g)) used.add(match[1] ?? '');
    }
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
