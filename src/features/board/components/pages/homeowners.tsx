import { HomeownerAccountStatus, type BoardHomeowner } from '../../api/board-api';
import { addressLine } from '../../lib/search';
import { boardLists } from '../../api/board-lists';
import { BoardGridPage, type BoardGridConfig } from '../board-grid-page';

const onBoard = (owner: BoardHomeowner) => (owner.isBoardMember ? 'yes' : 'no');
const linkClass = 'font-semibold text-brand underline underline-offset-2';

/** The page's grid, filters and details. */
export const homeownersBoard: BoardGridConfig<BoardHomeowner> = {
  page: 'homeowners',
  ...boardLists.homeowners,
  // One row per homeowner and property.
  rowId: (owner) => `${String(owner.ownerId)}-${String(owner.propertyId)}`,
  title: (owner) => owner.name,
  titleSize: 200,
  columns: (ctx) => [
    ctx.text('propertyAddress', (owner) => addressLine(owner.propertyAddress), 240),
    ctx.text('accountNumber', (owner) => owner.accountNumber, 130),
    ctx.text('email', (owner) => owner.email, 240),
    ctx.text('phone', (owner) => owner.phone, 150),
    ctx.cents('balance', (owner) => owner.balance),
    ctx.choice('status', (owner) => owner.status),
    ctx.choice('boardMember', onBoard, 130),
  ],
  defaultSort: [{ id: 'title', desc: false }],
  search: (owner) => [
    owner.name,
    owner.accountNumber,
    addressLine(owner.propertyAddress),
    owner.email,
    owner.phone,
  ],
  filters: [
    { column: 'status', values: Object.values(HomeownerAccountStatus) },
    { column: 'boardMember', values: ['yes', 'no'] },
  ],
  details: (owner, ctx) => [
    [ctx.header('propertyAddress'), addressLine(owner.propertyAddress)],
    [ctx.header('accountNumber'), owner.accountNumber],
    [
      ctx.header('email'),
      owner.email ? (
        <a className={linkClass} href={`mailto:${owner.email}`}>
          {owner.email}
        </a>
      ) : null,
    ],
    [
      ctx.header('phone'),
      owner.phone ? (
        <a className={linkClass} href={`tel:${owner.phone.replace(/[^\d+]/g, '')}`}>
          {owner.phone}
        </a>
      ) : null,
    ],
    [ctx.header('balance'), ctx.money(owner.balance)],
    [ctx.header('status'), ctx.label('status', owner.status)],
    [ctx.header('boardMember'), ctx.label('boardMember', onBoard(owner))],
  ],
};

/** SPEC §2 board: the homeowner roster, one row per homeowner and property. */
export function HomeownersPage() {
  return <BoardGridPage config={homeownersBoard} />;
}
