// Forcing mock answers from the browser (mocks/README.md, "Forcing an answer from the browser").
// A rule reads `METHOD /path prefer`, e.g. `GET /Messages code=500` or
// `POST /Users/Authenticate code=404, example=noAccount`; the browser keeps the rules in a cookie
// and the mock proxy turns a matching rule into Prism's `Prefer` header.
// Shared by the proxy (Node) and the page script (served as is to the browser): no imports.

export const MOCK_COOKIE = 'courtyard_mock';
export const MOCK_PARAM = 'mock';
/** `?mock=clear` (or an empty `?mock=`) removes every rule. */
export const CLEAR_VALUE = 'clear';
/** Instead of a Prefer value: the proxy drops the connection, as a network failure would. */
export const ABORT = 'abort';

export interface MockRule {
  method: string;
  /** Relative to the service (`/Messages`), or the portal path (`/mock/users/Messages`). */
  path: string;
  /** What Prism receives as `Prefer`, or ABORT. */
  prefer: string;
  /** The rule as written, normalised: what the marker shows. */
  text: string;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
/** Prism's Prefer keys (docs.stoplight.io, "Prism: request headers"). */
const PREFER_PART = /^(code=[1-5]\d\d|example=[\w.-]+|dynamic=(true|false))$/;
/** Only what a path of the contracts holds; `*` or `{id}` stands for one segment. */
const PATH = /^\/[\w\-./*{}]*$/;

/** Reads one rule; null when it is not of the form `METHOD /path prefer`. */
export function parseRule(input: string): MockRule | null {
  const match = /^\s*([A-Za-z]+)\s+(\S+)\s+(.+?)\s*$/.exec(input);
  if (!match) return null;
  const [, rawMethod = '', path = '', rawPrefer = ''] = match;
  const method = rawMethod.toUpperCase();
  if (!METHODS.has(method) || !PATH.test(path)) return null;
  let prefer: string;
  if (rawPrefer.toLowerCase() === ABORT) {
    prefer = ABORT;
  } else {
    const parts = rawPrefer.split(',').map((part) => part.trim());
    if (parts.length === 0 || !parts.every((part) => PREFER_PART.test(part))) return null;
    prefer = parts.join(', ');
  }
  return { method, path, prefer, text: `${method} ${path} ${prefer}` };
}

/** Adds rules to the ones kept; a rule for the same method and path replaces the older one. */
export function mergeRules(kept: MockRule[], added: MockRule[]): MockRule[] {
  const merged = [...kept];
  for (const rule of added) {
    const index = merged.findIndex((r) => r.method === rule.method && r.path === rule.path);
    if (index === -1) merged.push(rule);
    else merged[index] = rule;
  }
  return merged;
}

/** The cookie's value: the rules' texts as URI-encoded JSON (cookie-safe characters only). */
export function encodeRules(rules: MockRule[]): string {
  return encodeURIComponent(JSON.stringify(rules.map((rule) => rule.text)));
}

/** The rules of a cookie value; anything unreadable counts as no rule. */
export function decodeRules(value: string | undefined): MockRule[] {
  if (!value) return [];
  let texts: unknown;
  try {
    texts = JSON.parse(decodeURIComponent(value));
  } catch {
    return [];
  }
  if (!Array.isArray(texts)) return [];
  return texts
    .map((text) => (typeof text === 'string' ? parseRule(text) : null))
    .filter((rule): rule is MockRule => rule !== null);
}

/** One cookie's value from a `Cookie` header (or `document.cookie`). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name)
      return pair.slice(separator + 1).trim();
  }
  return undefined;
}

function pathMatches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  // `*` or a contract's `{id}` stands for any one segment.
  return (
    want.length === got.length &&
    want.every((part, i) => part === '*' || /^\{\w+\}$/.test(part) || part === got[i])
  );
}

/**
 * The rule for a request through the mock proxy: `servicePath` is the path after
 * `/mock/<service>` without its query. The last matching rule wins.
 */
export function ruleFor(
  rules: MockRule[],
  method: string,
  service: string,
  servicePath: string,
): MockRule | undefined {
  const upper = method.toUpperCase();
  const portalPath = `/mock/${service}${servicePath}`;
  return rules.findLast(
    (rule) =>
      rule.method === upper &&
      (rule.path.startsWith('/mock/')
        ? pathMatches(rule.path, portalPath)
        : pathMatches(rule.path, servicePath)),
  );
}
