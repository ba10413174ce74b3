import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { capabilities, extensionOperations } from '../generated/capabilities.ts';
import { capabilityNames, contractOperations } from '../scripts/extension-marks.ts';

// Every call SPEC §7 names must be in its service's contract, by method and path (letter case
// included). Parameter names may differ where the spec names one template two ways.
interface Contract {
  paths: Record<
    string,
    Record<string, { operationId?: string; security?: unknown[]; tags?: string[] }>
  >;
  security?: unknown[];
}

const specCalls = JSON.parse(readFileSync('openapi/spec-calls.json', 'utf8')) as Record<
  string,
  string[] | string
>;
const services = Object.keys(specCalls).filter((key) => !key.startsWith('$'));
const methods = ['get', 'put', 'post', 'patch', 'delete'];
const template = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

function loadContract(service: string): Contract {
  return parse(readFileSync(`openapi/${service}.yaml`, 'utf8')) as Contract;
}

describe.each(services)('the %s contract', (service) => {
  const contract = loadContract(service);
  const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
    methods
      .filter((m) => m in item)
      .map((m) => ({ key: `${m.toUpperCase()} ${template(path)}`, op: item[m]! })),
  );
  const available = new Set(operations.map((o) => o.key));

  it.each(specCalls[service] as string[])('has %s', (call) => {
    const [method, path] = call.split(' ') as [string, string];
    expect(available.has(`${method} ${template(path)}`)).toBe(true);
  });

  it('gives every operation an operationId and a tag', () => {
    for (const { key, op } of operations) {
      expect(op.operationId, key).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(op.tags?.length ?? 0, key).toBeGreaterThan(0);
    }
  });
});

it('never reuses an operationId across contracts', () => {
  const seen = new Map<string, string>();
  for (const service of services) {
    for (const item of Object.values(loadContract(service).paths)) {
      for (const method of methods) {
        const id = item[method]?.operationId;
        if (!id) continue;
        expect(seen.get(id), `${id} in ${service}`).toBeUndefined();
        seen.set(id, service);
      }
    }
  }
});

describe.each(services)('the %s contract responses', (service) => {
  const raw = parse(readFileSync(`openapi/${service}.yaml`, 'utf8')) as {
    paths: Record<
      string,
      Record<
        string,
        {
          responses?: Record<
            string,
            {
              $ref?: string;
              content?: Record<
                string,
                { examples?: object; schema?: { format?: string; type?: string } }
              >;
            }
          >;
        }
      >
    >;
  };
  it('gives every JSON response at least one named example', () => {
    const missing: string[] = [];
    for (const [path, item] of Object.entries(raw.paths)) {
      for (const method of methods) {
        for (const [code, response] of Object.entries(item[method]?.responses ?? {})) {
          if (response.$ref) continue; // shared responses carry their own examples
          for (const [type, media] of Object.entries(response.content ?? {})) {
            if (!type.includes('json')) continue;
            if (!media.examples || Object.keys(media.examples).length === 0)
              missing.push(`${method.toUpperCase()} ${path} ${code} ${type}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  // The portal waits as Retry-After says (src/lib/api/api-error.ts); across origins a browser
  // shows it that header only when the answer exposes it (issue 55 item 8).
  it('has every operation answer 500 with Retry-After exposed to the portal', () => {
    const shared = parse(readFileSync('openapi/shared/components.yaml', 'utf8')) as {
      components: { responses: Record<string, { headers?: Record<string, { $ref: string }> }> };
    };
    const own = parse(readFileSync(`openapi/${service}.yaml`, 'utf8')) as typeof shared;
    const exposes = (response: { $ref?: string } | undefined) => {
      const ref = response?.$ref ?? '';
      const name = /#\/components\/responses\/(\w+)$/.exec(ref)?.[1] ?? '';
      const where = ref.startsWith('#') ? own : shared;
      const headers = where.components.responses[name]?.headers ?? {};
      return 'Retry-After' in headers && 'Access-Control-Expose-Headers' in headers;
    };
    const missing: string[] = [];
    for (const [path, item] of Object.entries(raw.paths))
      for (const method of methods)
        if (item[method] && !exposes(item[method].responses?.['500']))
          missing.push(`${method.toUpperCase()} ${path}`);
    expect(missing).toEqual([]);
  });
});

// docs/contracts.md, "Extensions and capabilities": an operation SPEC §7 does not name carries
// `x-courtyard-extension: <capability>`, so a deployment whose services have only the spec's calls
// can turn it off, and a call SPEC §7 names carries no mark. Checked both ways against
// spec-calls.json.
describe('the x-courtyard-extension marks', () => {
  const operations = contractOperations();
  const specKeys = new Set(
    services.flatMap((service) =>
      (specCalls[service] as string[]).map((call) => {
        const [method, path] = call.split(' ') as [string, string];
        return `${service} ${method} ${template(path)}`;
      }),
    ),
  );
  const keyOf = (op: (typeof operations)[number]) =>
    `${op.service} ${op.method} ${template(op.path)}`;

  it('leave no operation outside SPEC §7 unmarked', () => {
    const unmarked = operations.filter((op) => !op.capability && !specKeys.has(keyOf(op)));
    expect(unmarked.map(keyOf)).toEqual([]);
  });

  it('never mark a call SPEC §7 names', () => {
    const marked = operations.filter((op) => op.capability && specKeys.has(keyOf(op)));
    expect(marked.map((op) => `${keyOf(op)}: ${op.capability ?? ''}`)).toEqual([]);
  });

  it('name capabilities in lowerCamelCase', () => {
    for (const op of operations)
      if (op.capability) expect(op.capability, keyOf(op)).toMatch(/^[a-z][A-Za-z0-9]+$/);
  });

  it('are the ones generated/capabilities.ts lists (npm run generate)', () => {
    expect([...capabilities]).toEqual(capabilityNames(operations));
    const listed = Object.entries(extensionOperations).flatMap(([service, ops]) =>
      Object.entries(ops).map(([call, capability]) => `${service} ${call}: ${capability}`),
    );
    expect(listed.sort()).toEqual(
      operations
        .filter((op) => op.capability)
        .map((op) => `${op.service} ${op.method} ${op.path}: ${op.capability ?? ''}`)
        .sort(),
    );
  });
});
