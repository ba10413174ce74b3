import { formatCalendarDate, formatInstant } from '@/lib/dates';
import { formatCents } from '@/lib/money';

/**
 * A paid (or scheduled) payment as its receipt shows it, on screen, printed and downloaded: the
 * one receipt of make a payment and express checkout.
 */
export interface PaymentReceipt {
  /** The association paid, as its service names it; absent when the page does not know it. */
  associationName?: string | undefined;
  /** The confirmation number, or the id of a scheduled or recurring payment that has none. */
  reference: string;
  referenceKind: 'confirmationNumber' | 'reference';
  /** Cents. */
  amount: number;
  /** Every fee together (convenience and large-amount), in cents. */
  fee: number;
  /** Cents. */
  total: number;
  /** The method as the page names it ("Visa ending in 4242"); empty when it is not known. */
  methodLabel: string;
  /** A calendar date (YYYY-MM-DD) or an ISO instant. */
  date: string;
  /** The day paid or scheduled, or the next payment of a recurring one. */
  dateKind: 'date' | 'nextDate';
}

export interface ReceiptLine {
  id: 'association' | 'reference' | 'amount' | 'fee' | 'total' | 'method' | 'date';
  label: string;
  value: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

const calendarDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Five or more digits in a row (spaces or dashes between them allowed) are never printed: a
 * method's label names its last four digits only, and this holds even if a label ever carried
 * more (a nickname, a service that sent a whole number).
 */
export function maskLongNumbers(text: string): string {
  return text.replace(/\d(?:[\s-]?\d){4,}/g, (run) => `****${run.replace(/\D/g, '').slice(-4)}`);
}

/** The receipt's lines in the reader's language (`common` namespace, `receipt.*`). */
export function receiptLines(receipt: PaymentReceipt, t: Translate, locale: string): ReceiptLine[] {
  const money = (cents: number) => formatCents(cents, locale);
  const lines: ReceiptLine[] = [];
  const association = receipt.associationName?.trim();
  if (association)
    lines.push({ id: 'association', label: t('receipt.association'), value: association });
  lines.push(
    {
      id: 'reference',
      label: t(`receipt.${receipt.referenceKind}`),
      value: receipt.reference,
    },
    { id: 'amount', label: t('receipt.amount'), value: money(receipt.amount) },
    { id: 'fee', label: t('receipt.fee'), value: money(receipt.fee) },
    { id: 'total', label: t('receipt.total'), value: money(receipt.total) },
  );
  const method = maskLongNumbers(receipt.methodLabel.trim());
  if (method) lines.push({ id: 'method', label: t('receipt.method'), value: method });
  lines.push({
    id: 'date',
    label: t(`receipt.${receipt.dateKind}`),
    value: calendarDate.test(receipt.date)
      ? formatCalendarDate(receipt.date, locale)
      : formatInstant(receipt.date, locale),
  });
  return lines;
}

/** The downloaded receipt: a plain-text file any device opens, its lines as on screen. */
export function receiptText(title: string, lines: readonly ReceiptLine[]): string {
  return [title, '='.repeat(title.length), ...lines.map((l) => `${l.label}: ${l.value}`), ''].join(
    '\n',
  );
}

/** `receipt-CY-20261122-7201.txt`: the reference, with nothing a file system could refuse. */
export function receiptFileName(reference: string, extension: 'txt' | 'pdf' = 'txt'): string {
  const safe = reference
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `receipt-${safe || 'payment'}.${extension}`;
}
