// The contracts' operations and their `x-courtyard-extension` marks (docs/contracts.md,
// "Extensions and capabilities"): one reader of the marks for the contract test, the generated
// capability table (generated/capabilities.ts) and the spec-only preview (scripts/spec-only.ts).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { mockServices } from './ports.ts';

export const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

export interface ContractOperation {
  /** The contract's file name without `.yaml` (`action-items`). */
  service: string;
  method: Uppercase<(typeof METHODS)[number]>;
  /** The path template as the contract writes it (`/Messages/{id}`). */
  path: string;
  operationId: string;
  /** The capability an extension operation belongs to; undefined for a call SPEC §7 names. */
  capability: string | undefined;
}

type PathItem = Partial<
  Record<(typeof METHODS)[number], { operationId?: string; 'x-courtyard-extension'?: unknown }>
>;

/** Every operation of the five contracts, in contract order. */
export function contractOperations(folder = 'openapi'): ContractOperation[] {
  return mockServices.flatMap(({ file }) => {
    const contract = parse(readFileSync(`${folder}/${file}.yaml`, 'utf8')) as {
      paths: Record<string, PathItem>;
    };
    return Object.entries(contract.paths).flatMap(([path, item]) =>
      METHODS.flatMap((method) => {
        const op = item[method];
        if (!op) return [];
        const mark = op['x-courtyard-extension'];
        return {
          service: file,
          method: method.toUpperCase() as ContractOperation['method'],
          path,
          operationId: op.operationId ?? '',
          capability: typeof mark === 'string' ? mark : undefined,
        };
      }),
    );
  });
}

/** The capability names the marks use, sorted. */
export function capabilityNames(operations: readonly ContractOperation[]): string[] {
  const names = new Set<string>();
  for (const op of operations) if (op.capability) names.add(op.capability);
  return [...names].sort();
}

/** A path template as a pattern matching a request path (one segment per parameter). */
export function pathPattern(path: string): RegExp {
  const escaped = path
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${escaped}/?$`, 'i');
}

/** The text of generated/capabilities.ts (scripts/generate.ts writes it, Prettier formats it). */
export function capabilityModule(operations: readonly ContractOperation[]): string {
  const names = capabilityNames(operations);
  const byService = Object.fromEntries(
    mockServices.map(({ file }) => [
      file,
      Object.fromEntries(
        operations
          .filter((op) => op.service === file && op.capability)
          .map((op) => [`${op.method} ${op.path}`, op.capability]),
      ),
    ]),
  );
  return [
    '// Made by `npm run generate` from the `x-courtyard-extension` marks in openapi/*.yaml',
    '// (docs/contracts.md, "Extensions and capabilities"). Never edit by hand.',
    '',
    '/** Every capability a deployment can offer: the operations SPEC §7 does not name, grouped. */',
    `export const capabilities = ${JSON.stringify(names)} as const;`,
    '',
    'export type Capability = (typeof capabilities)[number];',
    '',
    '/** Each extension operation (`METHOD /path` as its contract writes it) and its capability, by contract. */',
    `export const extensionOperations: Record<string, Record<string, Capability>> = ${JSON.stringify(byService)};`,
    '',
  ].join('\n');
}
