import { daysBetween } from '@/lib/dates';
import type { Violation, ViolationResponseKind } from '../api/violations-api';

/** What an owner may answer, in the order offered (issue 52 item 2). */
export const RESPONSE_KINDS: readonly ViolationResponseKind[] = [
  'fixed',
  'needMoreTime',
  'dispute',
];

/** The contract's longest answer (ViolationResponseCreate.message). */
export const MESSAGE_MAX = 4000;

/** A notice still to be cured (not yet cured or closed) takes answers. */
export function isOpen(violation: Pick<Violation, 'status'>): boolean {
  return violation.status === 'open' || violation.status === 'escalated';
}

/** The open notices, soonest cure-by first (a notice without a date last). */
export function openByCureDate<T extends Pick<Violation, 'status' | 'cureByDate' | 'id'>>(
  violations: readonly T[],
): T[] {
  return violations
    .filter(isOpen)
    .sort(
      (a, b) =>
        (a.cureByDate ?? '9999-12-31').localeCompare(b.cureByDate ?? '9999-12-31') || a.id - b.id,
    );
}

/** Days from today to the cure-by day: negative once it has passed. */
export function daysToCure(cureByDate: string, today: string): number {
  return daysBetween(today, cureByDate);
}

export interface AnswerProblems {
  kind?: 'required';
  message?: 'required' | 'tooLong';
}

/** What keeps an answer from being sent, per field; empty when it can go. */
export function answerProblems(
  kind: ViolationResponseKind | null,
  message: string,
): AnswerProblems {
  const problems: AnswerProblems = {};
  if (!kind) problems.kind = 'required';
  const text = message.trim();
  if (!text) problems.message = 'required';
  else if (text.length > MESSAGE_MAX) problems.message = 'tooLong';
  return problems;
}
