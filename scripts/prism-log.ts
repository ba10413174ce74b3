// Prism's log as scripts/prism-server.ts writes it: pino's records, a JSON object a line. Pino joins
// a child logger's name to its parent's, so a record names itself several times; JSON.parse keeps
// the last, the innermost ("VALIDATOR"). A request's records follow its "Request received":
//   {"level":"info","name":"HTTP SERVER","input":{"method":"post","url":{"path":"/Users/Authenticate",…},"headers":{…},"body":{…}},"msg":"Request received"}
//   {"level":"error","name":"VALIDATOR","msg":"Violation: request.body Request body must have required property 'password'"}
//   {"level":"warn","name":"VALIDATOR","msg":"Violation: response Unable to match the returned status code …"}
// When Prism answers with its own problem instead (the proxy's 422 for a request that breaks its
// contract, or with --errors a 500 for an answer that does), only the problem type is logged, with
// the request:
//   {"level":"error","name":"HTTP SERVER","input":{…},"msg":"Request terminated with error: https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY: Invalid request"}
// The validator's records without the "Violation:" prefix repeat those and are skipped. A record's
// `input` carries the request's headers and body (tokens, passwords): only its method and path
// ever leave this module.

interface PrismRecord {
  level: string;
  name: string;
  msg: string;
  /** "METHOD /path" of the request the record is about, when it names one. */
  request?: string;
}

// Colour codes, should a terminal's settings (FORCE_COLOR) reach Prism's messages.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;
const PRISM_ERRORS = 'https://stoplight.io/prism/errors#';
const VIOLATION = 'Violation: ';
const TERMINATED = 'Request terminated with error: ';

const text = (value: unknown) => (typeof value === 'string' ? value.replace(ANSI, '') : '');

/** One line of Prism's log as a record; null for a line that is not one of its JSON objects. */
export function prismRecord(line: string): PrismRecord | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { level, name, msg, input } = parsed as Record<string, unknown>;
  const record: PrismRecord = { level: text(level), name: text(name), msg: text(msg) };
  if (input && typeof input === 'object') {
    const { method, url } = input as { method?: unknown; url?: { path?: unknown } };
    record.request = `${text(method).toUpperCase()} ${text(url?.path)}`;
  }
  return record;
}

/**
 * A line fit to show (`--verbose`, the last lines of a mock that stopped): a record as
 * `level [NAME] METHOD /path message`, without the request's headers and body.
 */
export function describePrismLine(line: string): string {
  const record = prismRecord(line);
  if (!record) return line;
  const request = record.request ? ` ${record.request}` : '';
  return `${record.level.padEnd(7)} [${record.name}]${request} ${record.msg}`;
}

/**
 * A line reader for one Prism process: calls `report` with `METHOD /path: what was wrong` for each
 * violation (a warning says so) and each request Prism refused, and with Prism's own fatal errors.
 * Everything else is dropped.
 */
export function prismProblems(report: (problem: string) => void): (line: string) => void {
  let request = 'a request';
  return (line) => {
    const record = prismRecord(line);
    if (!record) return;
    const { level, msg } = record;
    if (msg === 'Request received' && record.request) {
      request = record.request;
    } else if ((level === 'error' || level === 'warn') && msg.startsWith(VIOLATION)) {
      const warning = level === 'warn' ? ' (warning)' : '';
      report(`${request}: ${msg.slice(VIOLATION.length)}${warning}`);
    } else if (level === 'error' && msg.startsWith(TERMINATED)) {
      const problem = msg.slice(TERMINATED.length);
      report(
        `${record.request ?? request}: ${problem.startsWith(PRISM_ERRORS) ? problem.slice(PRISM_ERRORS.length) : problem}`,
      );
    } else if (level === 'fatal') {
      // "Error opening file "…" \nENOENT: …": one line.
      report(
        msg
          .split('\n')
          .map((part) => part.trim())
          .filter(Boolean)
          .join(': '),
      );
    }
  };
}
