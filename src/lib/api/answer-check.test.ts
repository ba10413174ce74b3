import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ListAccountsResponse,
  ListLedgerEntriesResponse,
} from '@generated/connect-payments/zod/connect-payments.zod';
import {
  checkAnswer,
  checkedQuery,
  isUnreadableAnswer,
  UnreadableAnswerError,
} from './answer-check';

const entry = {
  id: 1,
  date: '2026-11-01',
  description: 'November assessment',
  type: 'charge',
  amount: 45000,
  runningBalance: 45000,
};

afterEach(() => {
  vi.restoreAllMocks();
});

function caught(run: () => unknown): UnreadableAnswerError {
  try {
    run();
  } catch (error) {
    if (isUnreadableAnswer(error)) return error;
    throw error;
  }
  throw new Error('no error was thrown');
}

describe('checkAnswer', () => {
  it('returns an answer that matches its contract as it came', () => {
    const answer = [entry];
    expect(checkAnswer('listLedgerEntries', ListLedgerEntriesResponse, answer)).toBe(answer);
  });

  it('refuses an amount sent as text, or missing, instead of letting it become NaN dollars', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = caught(() =>
      checkAnswer('listLedgerEntries', ListLedgerEntriesResponse, [
        { ...entry, amount: '12.00' },
        { ...entry, id: 2, runningBalance: undefined },
      ]),
    );
    expect(error.operation).toBe('listLedgerEntries');
    expect(error.issuePaths).toEqual(['0.amount', '1.runningBalance']);
    expect(error.errorId).toMatch(/^[0-9a-f]{8}$/);
  });

  it('refuses fractional cents on an account balance', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const account = {
      subLedgerId: 3001,
      ownerId: 5001,
      propertyId: 2001,
      accountNumber: 'MG-1001',
      associationId: 101,
      name: 'Assessments',
      ledgerType: 'none',
      balance: 450.5,
      isBlocked: false,
      portalEnabled: true,
      autoDraftEligible: false,
      autoDraftEnrolled: false,
    };
    expect(
      checkAnswer('listAccounts', ListAccountsResponse, [{ ...account, balance: 45050 }]),
    ).toHaveLength(1);
    const error = caught(() => checkAnswer('listAccounts', ListAccountsResponse, [account]));
    expect(error.issuePaths).toEqual(['0.balance']);
  });

  it('names a body that is not what the contract says at all as the root', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = caught(() => checkAnswer('listLedgerEntries', ListLedgerEntriesResponse, null));
    expect(error.issuePaths).toEqual(['(root)']);
  });

  it('logs the operation, the Error ID and the paths, never the values', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = caught(() =>
      checkAnswer('listLedgerEntries', ListLedgerEntriesResponse, [
        { ...entry, amount: '98765.43', description: 12345 },
      ]),
    );
    expect(warn).toHaveBeenCalledTimes(1);
    const line = warn.mock.calls.flat().map(String).join(' ');
    expect(line).toContain('listLedgerEntries');
    expect(line).toContain(error.errorId);
    expect(line).toContain('0.amount');
    expect(line).not.toContain('98765');
    expect(line).not.toContain('12345');
  });

  it('gives every unreadable answer its own Error ID', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ids = new Set(
      [1, 2, 3].map(
        () => caught(() => checkAnswer('listLedgerEntries', ListLedgerEntriesResponse, {})).errorId,
      ),
    );
    expect(ids.size).toBe(3);
  });
});

describe('checkedQuery', () => {
  it('keeps the key and options, and fails the query with the unreadable answer', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = checkedQuery(
      {
        queryKey: ['connect-payments:/Ledger', { subLedgerId: 3001 }],
        queryFn: () => Promise.resolve([{ ...entry, amount: '12.00' }]),
        staleTime: 5,
      },
      'listLedgerEntries',
      ListLedgerEntriesResponse,
    );
    expect(options.queryKey).toEqual(['connect-payments:/Ledger', { subLedgerId: 3001 }]);
    expect(options.staleTime).toBe(5);
    await expect(client.query(options)).rejects.toBeInstanceOf(UnreadableAnswerError);
  });

  it('passes a matching answer through to the cache', async () => {
    const client = new QueryClient();
    const options = checkedQuery(
      { queryKey: ['ledger'], queryFn: () => Promise.resolve([entry]) },
      'listLedgerEntries',
      ListLedgerEntriesResponse,
    );
    await expect(client.query(options)).resolves.toEqual([entry]);
  });
});
