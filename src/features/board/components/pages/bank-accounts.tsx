import { BankAccountStatus, type BankAccount } from '../../api/board-api';
import { boardLists } from '../../api/board-lists';
import { BoardGridPage, type BoardGridConfig } from '../board-grid-page';

const FUNDS = ['operating', 'reserve', 'specialAssessment'] as const;

const masked = (last4: string) => `•••• ${last4}`;

/** The page's grid, filters and details. */
export const bankAccountsBoard: BoardGridConfig<BankAccount> = {
  page: 'bankAccounts',
  ...boardLists.bankAccounts,
  rowId: (account) => account.id,
  title: (account) => account.name,
  columns: (ctx) => [
    ctx.text('bankName', (account) => account.bankName),
    ctx.choice('accountType', (account) => account.accountType, 140),
    ctx.choice('fund', (account) => account.fund),
    { ...ctx.text('last4', (account) => account.last4, 120), cell: (a) => masked(a.last4) },
    ctx.cents('balance', (account) => account.balance, 150),
    ctx.date('asOf', (account) => account.asOf),
    ctx.choice('status', (account) => account.status, 120),
  ],
  defaultSort: [{ id: 'title', desc: false }],
  search: (account) => [account.name, account.bankName, account.last4],
  filters: [
    { column: 'fund', values: FUNDS },
    { column: 'status', values: Object.values(BankAccountStatus) },
  ],
  details: (account, ctx) => [
    [ctx.header('bankName'), account.bankName],
    [ctx.header('accountType'), ctx.label('accountType', account.accountType)],
    [ctx.header('fund'), ctx.label('fund', account.fund)],
    [ctx.header('last4'), masked(account.last4)],
    [ctx.header('balance'), ctx.money(account.balance)],
    [ctx.header('asOf'), ctx.day(account.asOf)],
    [ctx.header('status'), ctx.label('status', account.status)],
  ],
};

/** SPEC §2 board: the association's bank accounts and their latest balances. */
export function BankAccountsPage() {
  return <BoardGridPage config={bankAccountsBoard} />;
}
