import { ProblemLines } from '@/components/problem-message';
import type { BillingProblem } from '../lib/billing-problem';

/**
 * A failed billing call, where it happened: the shared problem lines (its words, the profile
 * link for PA037, the Error Code of a server failure and the Error ID).
 */
export function BillingProblemMessage({ problem }: { problem: BillingProblem }) {
  return <ProblemLines facts={problem} />;
}
