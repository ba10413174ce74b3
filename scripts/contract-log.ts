// Contract conformance: every response Prism sends through the portal's mock proxy is classified
// here. Prism validates each request against its contract; a request it rejects is a client that
// drifted from the contract and fails the run (scripts/contract-conformance.ts).
//
// How Prism 5 reports a rejection (node_modules/@stoplight/prism-http*/dist):
// - the contract defines a 422/400 (or 401) answer: Prism sends that example and an `sl-violations`
//   header listing the violations (location starting with "request");
// - it defines none: a problem+json body typed https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY
//   (or #UNAUTHORIZED, #INVALID_CONTENT_TYPE), without the header;
// - no operation matches: #NO_PATH_MATCHED_ERROR / #NO_METHOD_MATCHED_ERROR;
// - with --errors, a response that breaks its own schema: #VIOLATIONS (500).
// An error example picked with `Prefer: code=422` is none of these: the request itself was valid,
// so it carries no violations and no Prism problem type.
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';

export interface ContractRecord {
  service: string;
  method: string;
  path: string;
  status: number;
  /** Why Prism refused the exchange; absent when the request met its contract. */
  rejection?: string;
  /** A `Prefer` that asked for an example or status the contract lacks (reported, not failed). */
  note?: string;
}

const PRISM_ERRORS = 'https://stoplight.io/prism/errors#';
/** Prism problem types that mean the request (or the contract's own example) broke the contract. */
const REJECTING = new Set([
  'UNPROCESSABLE_ENTITY',
  'UNAUTHORIZED',
  'INVALID_CONTENT_TYPE',
  'NO_PATH_MATCHED_ERROR',
  'NO_METHOD_MATCHED_ERROR',
  'VIOLATIONS',
]);

interface Violation {
  location?: unknown;
  severity?: unknown;
  message?: unknown;
}

/** The error-severity violations of an `sl-violations` header, one line each. */
export function violationsOf(header: string | undefined): string[] {
  if (!header) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(header);
  } catch {
    // Prism truncates a long list to "Too many violations! …": still a rejection.
    return [header.slice(0, 200)];
  }
  if (!Array.isArray(parsed)) return [header.slice(0, 200)];
  return (parsed as Violation[])
    .filter((v) => v.severity === 'Error')
    .map((v) => {
      const location = Array.isArray(v.location) ? v.location.join('.') : '';
      return `${location} ${typeof v.message === 'string' ? v.message : ''}`.trim();
    });
}

/** Classifies one Prism answer: a rejection, a note, or nothing (the request met its contract). */
export function classify(
  status: number,
  violationsHeader: string | undefined,
  body: string | null,
): Pick<ContractRecord, 'rejection' | 'note'> {
  const violations = violationsOf(violationsHeader);
  if (violations.length > 0) return { rejection: violations.join('; ') };
  if (body === null) return {};
  let problem: { type?: unknown; detail?: unknown; title?: unknown };
  try {
    problem = JSON.parse(body) as typeof problem;
  } catch {
    return {};
  }
  if (typeof problem.type !== 'string' || !problem.type.startsWith(PRISM_ERRORS)) return {};
  const type = problem.type.slice(PRISM_ERRORS.length);
  const text = [problem.title, problem.detail].filter((t) => typeof t === 'string').join(': ');
  if (REJECTING.has(type)) return { rejection: `${String(status)} ${type}: ${text}` };
  return { note: `${String(status)} ${type}: ${text}` };
}

/** Appends one record (a line of JSON) to the run's log; synchronous so a killed server loses none. */
export function appendRecord(logPath: string, record: ContractRecord): void {
  appendFileSync(logPath, `${JSON.stringify(record)}\n`);
}

export interface ContractSummary {
  checked: number;
  rejected: ContractRecord[];
  notes: ContractRecord[];
  byService: Record<string, number>;
}

export function summarise(log: string): ContractSummary {
  const records = log
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as ContractRecord);
  const byService: Record<string, number> = {};
  for (const r of records) byService[r.service] = (byService[r.service] ?? 0) + 1;
  return {
    checked: records.length,
    rejected: records.filter((r) => r.rejection),
    notes: records.filter((r) => !r.rejection && r.note),
    byService,
  };
}

/** "N requests checked against the contracts, M rejected" plus one line per rejection. */
export function describeSummary(summary: ContractSummary): string {
  const lines = [
    `${String(summary.checked)} requests checked against the contracts, ${String(summary.rejected.length)} rejected`,
  ];
  for (const r of summary.rejected)
    lines.push(`  rejected: ${r.method} /mock/${r.service}${r.path} → ${r.rejection ?? ''}`);
  for (const r of summary.notes)
    lines.push(`  note: ${r.method} /mock/${r.service}${r.path} → ${r.note ?? ''}`);
  return lines.join('\n');
}

/** The run's log sits beside its Playwright JSON report: reports/x.json → reports/x.contracts.ndjson. */
export function contractLogPath(jsonReport: string): string {
  return `${jsonReport.replace(/\.json$/, '')}.contracts.ndjson`;
}

/**
 * Reads a run's log, writes its summary beside it (…contracts.json) and returns it; null when the
 * run recorded nothing (no log: the mocks never answered or the run never started them).
 */
export function summariseRun(jsonReport: string): ContractSummary | null {
  const logPath = contractLogPath(jsonReport);
  if (!existsSync(logPath)) return null;
  const summary = summarise(readFileSync(logPath, 'utf8'));
  writeFileSync(logPath.replace(/\.ndjson$/, '.json'), `${JSON.stringify(summary, null, 2)}\n`);
  return summary;
}
