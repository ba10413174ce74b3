// Board work of the demo community: the contracts' examples (invoices 16401-16403, work orders
// 16501-16503, Jordan's to-dos, violations 16301-16302, inspections, the read-only lists), plus
// what they lack: who approved what (Marcus and Jordan sit on Maple Grove's board), each work
// order's history, a to-do of Marcus's, each violation's notices, Priya's open violation, and the
// reports' files.
import { addDaysToDay, dayInZone } from '../clock.ts';
import type { SeedContext } from '../domain.ts';
import { documentPdf } from '../files.ts';
import type { ItemRecord } from './tables.ts';
import { workbook } from './xlsx.ts';

const MAPLE_GROVE = 101;
// The sandbox's people (seed.ts's DEMO_USERS, not imported: seed.ts imports every domain).
const JORDAN = { id: 1001, name: 'Jordan Rivera' };
const MARCUS = { id: 1003, name: 'Marcus Chen' };
const DANA = { id: 1004, name: 'Dana Whitfield' };

type Rec = Record<string, unknown>;

function without(record: Rec, ...keys: string[]): ItemRecord {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
}

const itemsOf = (page: Rec) => page.items as Rec[];
const json = (value: unknown) => JSON.stringify(value);
const minutesAfter = (at: string, minutes: number) =>
  new Date(new Date(at).getTime() + minutes * 60_000).toISOString();

export async function seedBoard(context: SeedContext) {
  const { trx, now } = context;
  const example = context.example.bind(context);
  const today = dayInZone(now);
  const board = (operationId: string) => itemsOf(example('action-items', operationId));

  // Invoices, and the decisions behind their approvals: Marcus approved GLD-20931 (1 of 2);
  // both approved November's landscaping.
  const invoices = board('listBoardInvoices');
  await trx
    .insertInto('board_invoices')
    .values(
      invoices.map((invoice) => ({
        id: invoice.id as number,
        association_id: MAPLE_GROVE,
        record: json(without(invoice, 'status', 'approvals', 'myDecision', 'myDeclineReason')),
        due_date: invoice.dueDate as string,
        status: invoice.status as 'pendingApproval',
        required_approvals: (invoice.approvals as { required: number }).required,
      })),
    )
    .execute();
  const decidedAt = now.toISOString();
  const decisions: [number, number][] = [];
  for (const invoice of invoices) {
    const received = (invoice.approvals as { received: number }).received;
    const approvers = invoice.myDecision === 'approve' ? [JORDAN, MARCUS] : [MARCUS, JORDAN];
    for (const approver of approvers.slice(0, received))
      decisions.push([invoice.id as number, approver.id]);
  }
  if (decisions.length)
    await trx
      .insertInto('board_invoice_decisions')
      .values(
        decisions.map(([invoiceId, userId]) => ({
          invoice_id: invoiceId,
          user_id: userId,
          decision: 'approve' as const,
          reason: null,
          decided_at: decidedAt,
        })),
      )
      .execute();

  // Work orders and their history: 16502's as the contract tells it (Dana created and assigned
  // it), the others created by Dana and moved to where they stand.
  const workOrders = board('listBoardWorkOrders');
  await trx
    .insertInto('board_work_orders')
    .values(
      workOrders.map((order) => ({
        id: order.id as number,
        association_id: MAPLE_GROVE,
        record: json(without(order, 'status')),
        created_at: order.createdAt as string,
        status: order.status as 'assigned',
      })),
    )
    .execute();
  const history = example('action-items', 'listBoardWorkOrderHistory') as Rec[];
  await trx
    .insertInto('board_work_order_history')
    .values(
      history.map((entry) => ({
        id: entry.id as number,
        work_order_id: 16502,
        kind: entry.kind as 'created',
        at: entry.at as string,
        by_user_id: DANA.id,
        by_name: DANA.name,
        from_status: entry.fromStatus as string | null,
        to_status: entry.toStatus as string | null,
        text: entry.text as string | null,
      })),
    )
    .execute();
  const steps: Record<string, string[]> = {
    open: [],
    assigned: ['assigned'],
    inProgress: ['assigned', 'inProgress'],
    completed: ['assigned', 'inProgress', 'completed'],
    cancelled: ['cancelled'],
  };
  for (const order of workOrders.filter((o) => o.id !== 16502)) {
    const createdAt = order.createdAt as string;
    const path = steps[order.status as string] ?? [];
    await trx
      .insertInto('board_work_order_history')
      .values([
        {
          work_order_id: order.id as number,
          kind: 'created' as const,
          at: createdAt,
          by_user_id: DANA.id,
          by_name: DANA.name,
          from_status: null,
          to_status: 'open',
          text: null,
        },
        ...path.map((status, index) => ({
          work_order_id: order.id as number,
          kind: 'statusChange' as const,
          at: minutesAfter(createdAt, 25 * (index + 1)),
          by_user_id: DANA.id,
          by_name: DANA.name,
          from_status: index === 0 ? 'open' : (path[index - 1] ?? null),
          to_status: status,
          text: status === 'assigned' ? `Assigned to ${String(order.vendorName)}.` : null,
        })),
      ])
      .execute();
  }

  // To-dos: Jordan's three, and one of Marcus's (the second approval of BPE-7714).
  const toDos = board('listBoardToDoItems');
  await trx
    .insertInto('board_todos')
    .values([
      ...toDos.map((item) => ({
        id: item.id as number,
        association_id: MAPLE_GROVE,
        record: json(without(item, 'status', 'dueDate', 'assignedTo', 'assignedToUserId')),
        due_date: item.dueDate as string | null,
        status: item.status as 'open',
        assigned_user_id: JORDAN.id,
        assigned_name: JORDAN.name,
      })),
      {
        id: 16604,
        association_id: MAPLE_GROVE,
        record: json({
          title: 'Approve the Bright Path Electric invoice',
          description: 'Invoice BPE-7714 for the streetlight repair on Maple Court.',
          priority: 'normal',
          relatedType: 'invoice',
          relatedId: 16402,
        }),
        due_date: addDaysToDay(today, 29),
        status: 'open' as const,
        assigned_user_id: MARCUS.id,
        assigned_name: MARCUS.name,
      },
    ])
    .execute();

  // Violations: the contract's two, and Priya's trash cans at 18 Maple Court (seen two days ago,
  // a courtesy notice yesterday, ten days from today to cure). Each stage reached had its notice.
  const violations: Rec[] = [
    ...board('listBoardViolations').map((violation) => ({
      ...violation,
      rule: violation.category,
    })),
    {
      id: 16303,
      ownerId: 5007,
      ownerName: 'Priya Shah',
      propertyId: 2007,
      propertyAddress: {
        address1: '18 Maple Court',
        city: 'Springfield',
        stateProvince: 'IL',
        postalCode: '62704',
      },
      category: 'Trash containers',
      rule: 'Trash and recycling containers are kept out of view from the street except on collection day.',
      description: 'Trash cans visible from the street outside collection day.',
      reportedDate: addDaysToDay(today, -2),
      cureByDate: addDaysToDay(today, 10),
      stage: 'courtesyNotice',
      status: 'open',
      fineAmount: 0,
    },
  ];
  const stages = ['courtesyNotice', 'secondNotice', 'hearing', 'fine'];
  for (const violation of violations) {
    const reached = stages.slice(0, stages.indexOf(violation.stage as string) + 1);
    // The notices went out a week apart from the day after it was seen, in the afternoon.
    const sentAt = reached.map(
      (_, index) =>
        `${addDaysToDay(violation.reportedDate as string, 1 + 7 * index)}T19:00:00.000Z`,
    );
    await trx
      .insertInto('board_violations')
      .values({
        id: violation.id as number,
        association_id: MAPLE_GROVE,
        owner_id: violation.ownerId as number,
        property_id: violation.propertyId as number,
        record: json({
          ownerName: violation.ownerName,
          propertyAddress: violation.propertyAddress,
          category: violation.category,
          rule: violation.rule,
          description: violation.description,
        }),
        reported_date: violation.reportedDate as string,
        cure_by_date: (violation.cureByDate as string | null) ?? null,
        stage: violation.stage as 'courtesyNotice',
        status: violation.status as 'open',
        fine_amount: violation.fineAmount as number,
        closing_note: null,
        closed_at: null,
        last_notice_sent_at: sentAt.at(-1) ?? null,
      })
      .execute();
    await trx
      .insertInto('board_violation_notices')
      .values(
        reached.map((stage, index) => ({
          violation_id: violation.id as number,
          stage,
          sent_at: sentAt[index] ?? '',
          sent_by_user_id: DANA.id,
        })),
      )
      .execute();
  }

  const inspections = board('listBoardInspections');
  await trx
    .insertInto('board_inspections')
    .values(
      inspections.map((inspection) => ({
        id: inspection.id as number,
        association_id: MAPLE_GROVE,
        record: json(without(inspection, 'status', 'scheduledDate', 'reviewedAt', 'reviewedBy')),
        scheduled_date: inspection.scheduledDate as string,
        status: inspection.status as 'scheduled',
        reviewed_at: null,
        reviewed_by: null,
      })),
    )
    .execute();

  // The lists no action changes, in the contracts' order; the reports with real files.
  const roster = board('listBoardHomeowners');
  const collections = board('listBoardCollections');
  const reports = await reportsWithFiles(context, board('listBoardReports'), roster, collections);
  const lists: [
    'bankAccount' | 'collection' | 'homeowner' | 'report',
    Rec[],
    (item: Rec) => number,
  ][] = [
    ['bankAccount', board('listBoardBankAccounts'), (item) => item.id as number],
    ['collection', collections, (item) => item.id as number],
    ['homeowner', roster, (item) => item.propertyId as number],
    ['report', reports, (item) => item.id as number],
  ];
  for (const [kind, items, idOf] of lists)
    await trx
      .insertInto('board_list_items')
      .values(
        items.map((item, position) => ({
          kind,
          item_id: idOf(item),
          association_id: MAPLE_GROVE,
          position,
          status: item.status as string,
          category: kind === 'report' ? (item.category as string) : null,
          record: json(item),
        })),
      )
      .execute();
}

/** Each report's file in its format, in the files table; the listed size is the file's. */
async function reportsWithFiles(
  { trx, now }: SeedContext,
  reports: Rec[],
  roster: Rec[],
  collections: Rec[],
): Promise<Rec[]> {
  const today = dayInZone(now);
  const dollars = (cents: unknown) => (Number(cents) / 100).toFixed(2);
  const listed: Rec[] = [];
  for (const report of reports) {
    const name = String(report.name);
    const format = report.format as 'pdf' | 'csv' | 'xlsx';
    let bytes: Buffer;
    if (format === 'csv')
      bytes = Buffer.from(
        [
          'Owner,Account,Address,Email',
          ...roster.map((row) =>
            [
              row.name,
              row.accountNumber,
              (row.propertyAddress as { address1: string }).address1,
              row.email ?? '',
            ]
              .map((cell) => String(cell))
              .join(','),
          ),
        ].join('\n') + '\n',
      );
    else if (format === 'xlsx')
      bytes = workbook('Delinquency', [
        ['Owner', 'Account', 'Address', 'Balance', 'Days delinquent', 'Stage'],
        ...collections.map((row) => [
          String(row.ownerName),
          String(row.accountNumber),
          (row.propertyAddress as { address1: string }).address1,
          Number(dollars(row.balance)),
          Number(row.daysDelinquent),
          String(row.stage),
        ]),
      ]);
    else
      bytes = await documentPdf(`Maple Grove HOA - ${name}`, [
        typeof report.description === 'string' ? report.description : '',
        `Period ending ${typeof report.periodEnd === 'string' ? report.periodEnd : today}. Prepared by Harborview Community Management for the board.`,
      ]);
    const contentType = {
      pdf: 'application/pdf',
      csv: 'text/csv',
      xlsx: 'application/octet-stream',
    }[format];
    await trx
      .insertInto('files')
      .values({
        key: `report:${String(report.id)}`,
        file_name: `${name.replace(/\s*–\s*/g, ' - ')}.${format}`,
        content_type: contentType,
        bytes,
      })
      .execute();
    listed.push({ ...report, size: bytes.length });
  }
  return listed;
}
