import { describe, expect, it } from 'vitest';
import { describePrismLine, prismProblems } from './prism-log';

// Records as Prism 5.16 writes them through scripts/prism-server.ts (`mock openapi/users.yaml
// --errors`, then `proxy openapi/users.yaml <that mock> --errors`, then a document that is not
// there), captured with curl's requests; the checkout's path is neutral here.
const log = [
  '{"level":"info","name":"CLI","msg":"POST       http://127.0.0.1:7190/Users/Authenticate"}',
  '{"level":"start","name":"CLI","msg":"Prism is listening on http://127.0.0.1:7190"}',
  '{"level":"info","name":"CLI","name":"HTTP SERVER","input":{"method":"post","url":{"path":"/Users/Authenticate","query":{}},"headers":{"host":"127.0.0.1:7190","user-agent":"curl/7.88.1","accept":"*/*","content-type":"application/json","content-length":"58"},"body":{"email":"jordan.rivera@example.com","password":"secret1"}},"msg":"Request received"}',
  '{"level":"info","name":"CLI","name":"HTTP SERVER","name":"NEGOTIATOR","msg":"Request contains an accept header: */*"}',
  '{"level":"success","name":"CLI","name":"HTTP SERVER","name":"NEGOTIATOR","name":"VALIDATOR","msg":"The request passed the validation rules. Looking for the best response"}',
  '{"level":"success","name":"CLI","name":"HTTP SERVER","name":"NEGOTIATOR","msg":"Found a compatible content for */*"}',
  '{"level":"success","name":"CLI","name":"HTTP SERVER","name":"NEGOTIATOR","msg":"Responding with the requested status code 200"}',
  '{"level":"info","name":"CLI","name":"HTTP SERVER","name":"NEGOTIATOR","msg":"> Responding with \\"200\\""}',
  '{"level":"info","name":"CLI","name":"HTTP SERVER","input":{"method":"post","url":{"path":"/Users/Authenticate","query":{}},"headers":{"host":"127.0.0.1:7190","user-agent":"curl/7.88.1","accept":"*/*","content-type":"application/json","content-length":"37"},"body":{"email":"jordan.rivera@example.com"}},"msg":"Request received"}',
  '{"level":"info","name":"CLI","name":"HTTP SERVER","name":"NEGOTIATOR","msg":"Request contains an accept header: */*"}',
  '{"level":"warn","name":"CLI","name":"HTTP SERVER","name":"NEGOTIATOR","name":"VALIDATOR","msg":"Request did not pass the validation rules"}',
  '{"level":"error","name":"CLI","name":"HTTP SERVER","name":"NEGOTIATOR","name":"VALIDATOR","msg":"Request body must have required property \'password\'"}',
  '{"level":"success","name":"CLI","name":"HTTP SERVER","name":"NEGOTIATOR","msg":"Found response 422. I\'ll try with it."}',
  '{"level":"success","name":"CLI","name":"HTTP SERVER","name":"NEGOTIATOR","msg":"The response 422 has an example. I\'ll keep going with this one"}',
  '{"level":"success","name":"CLI","name":"HTTP SERVER","name":"NEGOTIATOR","msg":"Responding with the requested status code 422"}',
  '{"level":"info","name":"CLI","name":"HTTP SERVER","name":"NEGOTIATOR","msg":"> Responding with \\"422\\""}',
  '{"level":"error","name":"CLI","name":"HTTP SERVER","name":"VALIDATOR","msg":"Violation: request.body Request body must have required property \'password\'"}',
  '{"level":"info","name":"CLI","name":"HTTP SERVER","input":{"method":"get","url":{"path":"/Messages","query":{}},"headers":{"host":"127.0.0.1:7190","user-agent":"curl/7.88.1","accept":"*/*","authorization":"Bearer token-123","prefer":"code=500"},"body":null},"msg":"Request received"}',
  '{"level":"info","name":"CLI","name":"HTTP SERVER","name":"NEGOTIATOR","msg":"Request contains an accept header: */*"}',
  '{"level":"success","name":"CLI","name":"HTTP SERVER","name":"NEGOTIATOR","name":"VALIDATOR","msg":"The request passed the validation rules. Looking for the best response"}',
  '{"level":"success","name":"CLI","name":"HTTP SERVER","name":"NEGOTIATOR","msg":"Found a compatible content for */*"}',
  '{"level":"success","name":"CLI","name":"HTTP SERVER","name":"NEGOTIATOR","msg":"Responding with the requested status code 500"}',
  '{"level":"info","name":"CLI","name":"HTTP SERVER","name":"NEGOTIATOR","msg":"> Responding with \\"500\\""}',
  '{"level":"start","name":"CLI","msg":"Prism is listening on http://127.0.0.1:7192"}',
  '{"level":"info","name":"CLI","name":"HTTP SERVER","input":{"method":"post","url":{"path":"/Users/Authenticate","query":{}},"headers":{"host":"127.0.0.1:7192","user-agent":"curl/7.88.1","accept":"*/*","content-type":"application/json","content-length":"37"},"body":{"email":"jordan.rivera@example.com"}},"msg":"Request received"}',
  '{"level":"error","name":"CLI","name":"HTTP SERVER","input":{"method":"post","url":{"path":"/Users/Authenticate","query":{}},"headers":{"host":"127.0.0.1:7192","user-agent":"curl/7.88.1","accept":"*/*","content-type":"application/json","content-length":"37"},"body":{"email":"jordan.rivera@example.com"}},"msg":"Request terminated with error: https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY: Invalid request"}',
  '{"level":"info","name":"CLI","name":"HTTP SERVER","input":{"method":"get","url":{"path":"/Messages","query":{"unreadOnly":"true"}},"headers":{"host":"127.0.0.1:7192","user-agent":"curl/7.88.1","accept":"*/*","authorization":"Bearer token-123","prefer":"code=404"},"body":null},"msg":"Request received"}',
  '{"level":"info","name":"CLI","name":"HTTP SERVER","name":"PROXY","msg":"> Forwarding \\"get\\" request to http://127.0.0.1:7190/Messages?unreadOnly=true..."}',
  '{"level":"info","name":"CLI","name":"HTTP SERVER","name":"PROXY","msg":"The upstream call to /Messages has returned 404"}',
  '{"level":"info","name":"CLI","name":"HTTP SERVER","name":"PROXY","msg":"< Received forward response"}',
  '{"level":"warn","name":"CLI","name":"HTTP SERVER","name":"VALIDATOR","msg":"Violation: response Unable to match the returned status code with those defined in the document: 200,400,401,500"}',
  '{"level":"fatal","name":"CLI","msg":"Error opening file \\"/home/dev/courtyard/openapi/user.yaml\\" \\nENOENT: no such file or directory, open \'/home/dev/courtyard/openapi/user.yaml\'"}',
];

describe("reading Prism's log", () => {
  it('keeps one line per problem, naming the request, and drops the rest', () => {
    const problems: string[] = [];
    const read = prismProblems((problem) => problems.push(problem));
    [...log, 'a line that is no JSON', '[1,2]', 'null'].forEach(read);
    expect(problems).toEqual([
      "POST /Users/Authenticate: request.body Request body must have required property 'password'",
      'POST /Users/Authenticate: UNPROCESSABLE_ENTITY: Invalid request',
      'GET /Messages: response Unable to match the returned status code with those defined in the document: 200,400,401,500 (warning)',
      'Error opening file "/home/dev/courtyard/openapi/user.yaml": ENOENT: no such file or directory, open \'/home/dev/courtyard/openapi/user.yaml\'',
    ]);
  });

  it('names a refused request by the record itself', () => {
    const problems: string[] = [];
    // The "Request received" of another request came in between.
    const refused = log.find((line) => line.includes('#UNPROCESSABLE_ENTITY')) ?? '';
    const another = log.find((line) => line.includes('"path":"/Messages"')) ?? '';
    [another, refused].forEach(prismProblems((problem) => problems.push(problem)));
    expect(problems).toEqual(['POST /Users/Authenticate: UNPROCESSABLE_ENTITY: Invalid request']);
  });

  it("shows a record without the request's headers and body", () => {
    const shown = log.map(describePrismLine);
    expect(shown).toContain('info    [HTTP SERVER] POST /Users/Authenticate Request received');
    expect(shown).toContain('start   [CLI] Prism is listening on http://127.0.0.1:7190');
    expect(shown.join('\n')).not.toMatch(/secret1|token-123|jordan/);
    expect(describePrismLine('not JSON')).toBe('not JSON');
  });
});
