// The tables of board work: invoices and each member's decision, work orders and their history,
// to-dos, violations and the notices sent, inspections, and the read-only lists (bank accounts,
// collections, the roster, reports). Columns are what the rules filter, sort or change; the rest
// of an item's contract shape is kept as JSON beside them (schema.ts does the same).
import type { Migration } from 'kysely/migration';
import type { Generated } from 'kysely';
import type { Instant, Json, NullableInstant } from '../columns.ts';
import type { MigrationDb } from '../domain.ts';

/** An item's contract fields the rules never change, as the examples give them. */
export type ItemRecord = Record<string, unknown>;

export interface BoardInvoiceTable {
  id: number;
  association_id: number;
  record: Json<ItemRecord>;
  due_date: string;
  status: 'pendingApproval' | 'approved' | 'rejected' | 'paid';
  required_approvals: number;
}

/** One board member's current decision on an invoice (changeable while it awaits approval). */
export interface BoardInvoiceDecisionTable {
  invoice_id: number;
  user_id: number;
  decision: 'approve' | 'decline';
  reason: string | null;
  decided_at: Instant;
}

export interface BoardWorkOrderTable {
  id: number;
  association_id: number;
  record: Json<ItemRecord>;
  created_at: Instant;
  status: 'open' | 'assigned' | 'inProgress' | 'completed' | 'cancelled';
}

export interface BoardWorkOrderHistoryTable {
  id: Generated<number>;
  work_order_id: number;
  kind: 'created' | 'statusChange' | 'comment';
  at: Instant;
  by_user_id: number;
  by_name: string;
  from_status: string | null;
  to_status: string | null;
  text: string | null;
}

export interface BoardToDoTable {
  id: Generated<number>;
  association_id: number;
  record: Json<ItemRecord>;
  due_date: string | null;
  status: 'open' | 'done';
  assigned_user_id: number | null;
  assigned_name: string;
}

export interface BoardViolationTable {
  id: Generated<number>;
  association_id: number;
  owner_id: number;
  property_id: number;
  /** ownerName, propertyAddress, category, description, rule. */
  record: Json<ItemRecord>;
  reported_date: string;
  cure_by_date: string | null;
  stage: 'courtesyNotice' | 'secondNotice' | 'hearing' | 'fine';
  status: 'open' | 'cured' | 'escalated' | 'closed';
  fine_amount: number;
  closing_note: string | null;
  closed_at: NullableInstant;
  last_notice_sent_at: NullableInstant;
}

/** Every notice a violation's owner was sent, the stage it announced and who sent it. */
export interface BoardViolationNoticeTable {
  id: Generated<number>;
  violation_id: number;
  stage: string;
  sent_at: Instant;
  sent_by_user_id: number | null;
}

export interface BoardInspectionTable {
  id: number;
  association_id: number;
  record: Json<ItemRecord>;
  scheduled_date: string;
  status: 'scheduled' | 'completed' | 'cancelled';
  reviewed_at: NullableInstant;
  reviewed_by: string | null;
}

/** The lists the board reads and no action changes: one row per item, by kind. */
export interface BoardListItemTable {
  kind: 'bankAccount' | 'collection' | 'homeowner' | 'report';
  /** The item's id (a roster row's property id). */
  item_id: number;
  association_id: number;
  position: number;
  status: string;
  /** A report's category; null otherwise. */
  category: string | null;
  record: Json<ItemRecord>;
}

export interface BoardTables {
  board_invoices: BoardInvoiceTable;
  board_invoice_decisions: BoardInvoiceDecisionTable;
  board_work_orders: BoardWorkOrderTable;
  board_work_order_history: BoardWorkOrderHistoryTable;
  board_todos: BoardToDoTable;
  board_violations: BoardViolationTable;
  board_violation_notices: BoardViolationNoticeTable;
  board_inspections: BoardInspectionTable;
  board_list_items: BoardListItemTable;
}

/** Migration 008_board. */
export function boardMigrations(schema: string): Record<string, Migration> {
  return {
    '008_board': {
      async up(db: MigrationDb) {
        const s = db.schema.withSchema(schema);
        const instant = 'timestamptz' as const;
        await s
          .createTable('board_invoices')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('association_id', 'integer', (c) => c.notNull())
          .addColumn('record', 'jsonb', (c) => c.notNull())
          .addColumn('due_date', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('required_approvals', 'integer', (c) => c.notNull())
          .execute();
        await s
          .createTable('board_invoice_decisions')
          .addColumn('invoice_id', 'integer', (c) => c.notNull().references('board_invoices.id'))
          .addColumn('user_id', 'integer', (c) => c.notNull())
          .addColumn('decision', 'text', (c) => c.notNull())
          .addColumn('reason', 'text')
          .addColumn('decided_at', instant, (c) => c.notNull())
          .addPrimaryKeyConstraint('board_invoice_decisions_pk', ['invoice_id', 'user_id'])
          .execute();
        await s
          .createTable('board_work_orders')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('association_id', 'integer', (c) => c.notNull())
          .addColumn('record', 'jsonb', (c) => c.notNull())
          .addColumn('created_at', instant, (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .execute();
        await s
          .createTable('board_work_order_history')
          .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          .addColumn('work_order_id', 'integer', (c) =>
            c.notNull().references('board_work_orders.id'),
          )
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('at', instant, (c) => c.notNull())
          .addColumn('by_user_id', 'integer', (c) => c.notNull())
          .addColumn('by_name', 'text', (c) => c.notNull())
          .addColumn('from_status', 'text')
          .addColumn('to_status', 'text')
          .addColumn('text', 'text')
          .execute();
        await s
          .createTable('board_todos')
          .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          .addColumn('association_id', 'integer', (c) => c.notNull())
          .addColumn('record', 'jsonb', (c) => c.notNull())
          .addColumn('due_date', 'text')
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('assigned_user_id', 'integer')
          .addColumn('assigned_name', 'text', (c) => c.notNull())
          .execute();
        await s
          .createTable('board_violations')
          .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          .addColumn('association_id', 'integer', (c) => c.notNull())
          .addColumn('owner_id', 'integer', (c) => c.notNull())
          .addColumn('property_id', 'integer', (c) => c.notNull())
          .addColumn('record', 'jsonb', (c) => c.notNull())
          .addColumn('reported_date', 'text', (c) => c.notNull())
          .addColumn('cure_by_date', 'text')
          .addColumn('stage', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('fine_amount', 'integer', (c) => c.notNull())
          .addColumn('closing_note', 'text')
          .addColumn('closed_at', instant)
          .addColumn('last_notice_sent_at', instant)
          .execute();
        await s
          .createTable('board_violation_notices')
          .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          .addColumn('violation_id', 'integer', (c) =>
            c.notNull().references('board_violations.id'),
          )
          .addColumn('stage', 'text', (c) => c.notNull())
          .addColumn('sent_at', instant, (c) => c.notNull())
          .addColumn('sent_by_user_id', 'integer')
          .execute();
        await s
          .createTable('board_inspections')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('association_id', 'integer', (c) => c.notNull())
          .addColumn('record', 'jsonb', (c) => c.notNull())
          .addColumn('scheduled_date', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('reviewed_at', instant)
          .addColumn('reviewed_by', 'text')
          .execute();
        await s
          .createTable('board_list_items')
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('item_id', 'integer', (c) => c.notNull())
          .addColumn('association_id', 'integer', (c) => c.notNull())
          .addColumn('position', 'integer', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('category', 'text')
          .addColumn('record', 'jsonb', (c) => c.notNull())
          .addPrimaryKeyConstraint('board_list_items_pk', ['kind', 'item_id'])
          .execute();
        await s
          .createIndex('board_work_order_history_order')
          .on('board_work_order_history')
          .columns(['work_order_id', 'at'])
          .execute();
      },
    },
  };
}
