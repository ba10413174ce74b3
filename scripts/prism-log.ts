// Prism's human log (5.14, piped, so without colours), read line by line: what a quiet start still
// shows. A request's lines follow its "Request received" line:
//   [HTTP SERVER] post /Users/Authenticate ℹ  info      Request received
//       [VALIDATOR] ✖  error     Violation: request.body Request body must have required property 'password'
//       [VALIDATOR] ⚠  warning   Violation: response Unable to match the returned status code …
// When Prism answers with its own problem instead (the proxy's 422 for a request that breaks its
// contract, or with --errors a 500 for an answer that does), only the problem type is logged:
//   [HTTP SERVER] post /Users/Authenticate ✖  error     Request terminated with error: https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY: Invalid request
// The validator's lines without the "Violation:" prefix repeat those and are skipped.

// Colour codes, should a terminal's settings leak through.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;
const RECEIVED = /\[HTTP SERVER\] (\w+) (\S+) .*Request received/;
const VIOLATION = /(✖\s+error|⚠\s+warning)\s+Violation: (.+)$/;
const TERMINATED =
  /✖\s+error\s+Request terminated with error: (?:https:\/\/stoplight\.io\/prism\/errors#)?(.+)$/;
const FATAL = /✖\s+fatal\s+(.+)$/;

/**
 * A line reader for one Prism process: calls `report` with `METHOD /path: what was wrong` for each
 * violation (a warning says so) and each request Prism refused, and with Prism's own fatal errors.
 * Everything else is dropped.
 */
export function prismProblems(report: (problem: string) => void): (line: string) => void {
  let request = 'a request';
  return (raw) => {
    const line = raw.replace(ANSI, '');
    const received = RECEIVED.exec(line);
    if (received) {
      request = `${(received[1] ?? '').toUpperCase()} ${received[2] ?? ''}`;
      return;
    }
    const violation = VIOLATION.exec(line);
    if (violation) {
      const warning = violation[1]?.includes('warning') ? ' (warning)' : '';
      report(`${request}: ${violation[2] ?? ''}${warning}`);
      return;
    }
    const refused = TERMINATED.exec(line);
    if (refused) {
      report(`${request}: ${refused[1] ?? ''}`);
      return;
    }
    const fatal = FATAL.exec(line);
    if (fatal) report((fatal[1] ?? '').trim());
  };
}
