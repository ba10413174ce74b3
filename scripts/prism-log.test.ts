import { describe, expect, it } from 'vitest';
import { prismProblems } from './prism-log';

// Lines as Prism 5.14 writes them when piped (`prism mock|proxy … --errors`).
const log = [
  '[6:23:34 AM] › [CLI] ℹ  info      GET        http://127.0.0.1:4010/Messages',
  '[6:23:34 AM] › [CLI] ▶  start     Prism is listening on http://127.0.0.1:4010',
  '[6:23:43 AM] › [HTTP SERVER] post /Users/Authenticate ℹ  info      Request received',
  '[6:23:43 AM] ›     [VALIDATOR] ⚠  warning   Request did not pass the validation rules',
  "[6:23:43 AM] ›     [VALIDATOR] ✖  error     Request body must have required property 'password'",
  "[6:23:43 AM] ›     [VALIDATOR] ✖  error     Violation: request.body Request body must have required property 'password'",
  '[6:23:43 AM] › [HTTP SERVER] get /Messages ℹ  info      Request received',
  '[6:23:43 AM] ›     [NEGOTIATOR] ✔  success   Responding with the requested status code 500',
  '[6:40:05 AM] › [HTTP SERVER] post /Users/Authenticate ℹ  info      Request received',
  '[6:40:05 AM] › [HTTP SERVER] post /Users/Authenticate ✖  error     Request terminated with error: https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY: Invalid request',
  '[6:40:05 AM] › [HTTP SERVER] get /Messages ℹ  info      Request received',
  '\u001b[33m[6:40:05 AM] ›     [VALIDATOR] ⚠  warning   Violation: response Unable to match the returned status code with those defined in the document: 200,400,401,500\u001b[39m',
  '[6:51:54 AM] › [CLI] ✖  fatal     Error opening file "openapi/user.yaml" ',
];

describe("reading Prism's log", () => {
  it('keeps one line per problem, naming the request, and drops the rest', () => {
    const problems: string[] = [];
    const read = prismProblems((problem) => problems.push(problem));
    log.forEach(read);
    expect(problems).toEqual([
      "POST /Users/Authenticate: request.body Request body must have required property 'password'",
      'POST /Users/Authenticate: UNPROCESSABLE_ENTITY: Invalid request',
      'GET /Messages: response Unable to match the returned status code with those defined in the document: 200,400,401,500 (warning)',
      'Error opening file "openapi/user.yaml"',
    ]);
  });
});
