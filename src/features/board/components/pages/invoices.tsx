import { Link } from '@tanstack/react-router';
import { useRef, useState, type ReactNode } from 'react';
import { InvoiceStatus, type Invoice } from '../../api/board-api';
import {
  decideBoardInvoice,
  useBoardAction,
  type InvoiceDecisionChoice,
} from '../../api/board-actions';
import type { BoardContext } from '../../lib/board-context';
import { Button } from '@/components/ui/button';
import { ActionArea, TextActionForm } from '../actions/action-parts';
import { boardLists } from '../../api/board-lists';
import { BoardGridPage, type BoardGridConfig } from '../board-grid-page';
import { detailActionClass } from '../board-detail-dialog';
import { useBoardAssociation } from '../use-board-association';
import { isolate } from '@/lib/isolate';

/** The member's own decision in words: approved, declined with the reason, or none yet. */
function myDecisionText(invoice: Invoice, ctx: BoardContext): ReactNode {
  if (invoice.myDecision === 'approve') return ctx.t('invoices.mine.approve');
  if (invoice.myDecision === 'decline')
    return invoice.myDeclineReason
      ? isolate((v) => ctx.t('invoices.mine.declineWith', v), { reason: invoice.myDeclineReason })
      : ctx.t('invoices.mine.decline');
  return ctx.t('invoices.mine.none');
}

/**
 * Issue 22 item 1: approve, or decline with a reason, an invoice awaiting approval; the
 * decision can be changed until the required approvals are in (the service then answers
 * `approved`, and the buttons go).
 */
function InvoiceActions({ invoice, ctx }: { invoice: Invoice; ctx: BoardContext }) {
  const association = useBoardAssociation();
  const decide = useBoardAction(
    invoicesBoard,
    association.id,
    (data: { decision: InvoiceDecisionChoice; reason?: string }) =>
      decideBoardInvoice(invoice.id, data),
    (answer) => answer,
  );
  const [declining, setDeclining] = useState(false);
  const [notice, setNotice] = useState('');
  // The pressed button may go with the answer: focus goes to the decision it recorded.
  const summary = useRef<HTMLParagraphElement>(null);
  const open = invoice.status === 'pendingApproval';
  const send = (data: { decision: InvoiceDecisionChoice; reason?: string }, done?: () => void) => {
    setNotice('');
    decide.run(data, (answer) => {
      done?.();
      setDeclining(false);
      queueMicrotask(() => summary.current?.focus());
      setNotice(
        ctx.t(`invoices.decided.${data.decision}`, {
          received: answer.approvals.received,
          required: answer.approvals.required,
        }) + (answer.status === 'approved' ? ` ${ctx.t('invoices.decided.nowApproved')}` : ''),
      );
    });
  };
  return (
    <ActionArea
      title={ctx.t('invoices.actionsTitle')}
      notice={notice}
      problem={decide.problem}
      failed={ctx.t('invoices.decisionFailed')}
    >
      {({ blocked, reasonId }) => (
        <>
          <p ref={summary} tabIndex={-1} className="outline-none">
            {myDecisionText(invoice, ctx)}
          </p>
          {!open ? (
            <p className="text-sm text-ink-muted">{ctx.t('invoices.closed')}</p>
          ) : declining ? (
            <TextActionForm
              label={ctx.t('invoices.reason')}
              submitLabel={ctx.t('invoices.sendDecline')}
              sendingLabel={ctx.t('actions.sending')}
              requiredMessage={ctx.t('invoices.reasonRequired')}
              pending={decide.pending}
              blocked={blocked}
              reasonId={reasonId}
              focusWhenShown
              onSubmit={(reason, done) => send({ decision: 'decline', reason }, done)}
              onCancel={() => setDeclining(false)}
            />
          ) : (
            <div className="flex flex-wrap gap-2">
              {invoice.myDecision !== 'approve' ? (
                <Button
                  disabled={decide.pending || blocked}
                  aria-busy={decide.pending || undefined}
                  aria-describedby={reasonId}
                  onClick={() => send({ decision: 'approve' })}
                >
                  {decide.pending ? ctx.t('actions.sending') : ctx.t('invoices.approve')}
                </Button>
              ) : null}
              {invoice.myDecision !== 'decline' ? (
                <Button
                  variant="secondary"
                  disabled={decide.pending || blocked}
                  aria-describedby={reasonId}
                  onClick={() => {
                    decide.clearProblem();
                    setDeclining(true);
                  }}
                >
                  {ctx.t('invoices.decline')}
                </Button>
              ) : null}
            </div>
          )}
        </>
      )}
    </ActionArea>
  );
}

/** The page's grid, filters and details. */
export const invoicesBoard: BoardGridConfig<Invoice> = {
  page: 'invoices',
  ...boardLists.invoices,
  rowId: (invoice) => invoice.id,
  title: (invoice) => invoice.invoiceNumber,
  titleSize: 160,
  columns: (ctx) => [
    ctx.text('vendor', (invoice) => invoice.vendor.name),
    ctx.text('description', (invoice) => invoice.description, 260),
    ctx.cents('amount', (invoice) => invoice.amount),
    ctx.date('invoiceDate', (invoice) => invoice.invoiceDate),
    ctx.date('dueDate', (invoice) => invoice.dueDate),
    ctx.choice('status', (invoice) => invoice.status),
    {
      ...ctx.number('approvals', (invoice) => invoice.approvals.received),
      cell: (invoice) => ctx.t('invoices.approvalsOf', invoice.approvals),
      csv: (invoice) =>
        `${String(invoice.approvals.received)}/${String(invoice.approvals.required)}`,
    },
    { ...ctx.text('glAccount', (invoice) => invoice.glAccount, 200), hiddenByDefault: true },
  ],
  defaultSort: [{ id: 'dueDate', desc: false }],
  search: (invoice) => [
    invoice.invoiceNumber,
    invoice.vendor.name,
    invoice.description,
    invoice.glAccount,
  ],
  filters: [{ column: 'status', values: Object.values(InvoiceStatus) }],
  details: (invoice, ctx) => [
    [ctx.header('vendor'), invoice.vendor.name],
    [ctx.header('description'), invoice.description],
    [ctx.header('amount'), ctx.money(invoice.amount)],
    [ctx.header('invoiceDate'), ctx.day(invoice.invoiceDate)],
    [ctx.header('dueDate'), ctx.day(invoice.dueDate)],
    [ctx.header('glAccount'), invoice.glAccount],
    [ctx.header('status'), ctx.label('status', invoice.status)],
    [ctx.header('approvals'), ctx.t('invoices.approvalsOf', invoice.approvals)],
  ],
  actions: (invoice, ctx) => (
    <>
      {invoice.workOrderId ? (
        <Link
          to="/board/work-orders"
          search={{ open: invoice.workOrderId }}
          className={detailActionClass}
        >
          {ctx.t('invoices.openWorkOrder', { id: invoice.workOrderId })}
        </Link>
      ) : null}
      <InvoiceActions invoice={invoice} ctx={ctx} />
    </>
  ),
};

/** SPEC §2 board: vendor invoices and the board approvals they have and need. */
export function InvoicesPage() {
  return <BoardGridPage config={invoicesBoard} />;
}
