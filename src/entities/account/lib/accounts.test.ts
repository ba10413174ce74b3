// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { accountsParams } from '../api/accounts-params';
import type { SubLedger } from '../api/account-queries';
import { accountsOfProperty } from './accounts';

function subLedger(subLedgerId: number, propertyId: number, accountNumber: string): SubLedger {
  return {
    subLedgerId,
    ownerId: 1,
    propertyId,
    accountNumber,
    associationId: 101,
    name: 'Assessments',
    ledgerType: 'none',
    balance: 0,
    isBlocked: false,
    portalEnabled: true,
    autoDraftEligible: true,
    autoDraftEnrolled: false,
  };
}

describe('accountsOfProperty', () => {
  const accounts = [
    subLedger(1, 10, 'A-1'),
    subLedger(2, 10, 'A-1'),
    subLedger(3, 20, 'B-2'),
    subLedger(4, 99, 'B-2'),
  ];

  it('matches on property id or account number', () => {
    expect(
      accountsOfProperty(accounts, { propertyId: 10, accountNumber: 'A-1' }).map(
        (a) => a.subLedgerId,
      ),
    ).toEqual([1, 2]);
    expect(
      accountsOfProperty(accounts, { propertyId: 20, accountNumber: 'B-2' }).map(
        (a) => a.subLedgerId,
      ),
    ).toEqual([3, 4]);
  });

  it('gives a placeholder (no account number) nothing, and no property nothing', () => {
    expect(
      accountsOfProperty([...accounts, subLedger(5, 0, '')], {
        propertyId: -103,
        accountNumber: '',
      }),
    ).toEqual([]);
    expect(accountsOfProperty(accounts, null)).toEqual([]);
  });
});

describe('accountsParams', () => {
  it('asks for portal-enabled sub-ledgers only', () => {
    expect(accountsParams).toEqual({ portalEnabled: true });
  });
});
