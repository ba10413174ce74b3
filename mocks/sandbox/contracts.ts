// The five contracts, read from openapi/*.yaml (the same files Prism, the portal's generated
// clients and this sandbox use) and handed to openapi-backend, which routes each request to its
// operation, validates requests and answers, and serves examples.
import { fileURLToPath } from 'node:url';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import addFormats from 'ajv-formats';
import { OpenAPIBackend, type Document, type Operation } from 'openapi-backend';

export const SERVICES = [
  'users',
  'associations',
  'action-items',
  'connect-payments',
  'express-pay',
] as const;
export type ServiceName = (typeof SERVICES)[number];

const openapiFolder = fileURLToPath(new URL('../../openapi/', import.meta.url));

export interface Contract {
  service: ServiceName;
  api: OpenAPIBackend;
  /** The operations by id, read once: openapi-backend's getOperation rebuilds its list per call. */
  operations: ReadonlyMap<string, Operation>;
}

export async function loadContract(service: ServiceName): Promise<Contract> {
  // openapi-backend checks a document against the OpenAPI 3.0 meta-schema, which refuses 3.1's
  // type arrays: the contracts are linted as 3.1 by Redocly instead (npm run lint:contracts), and
  // handed over dereferenced with that check skipped (`quick`).
  const definition = await $RefParser.dereference<Document>(`${openapiFolder}${service}.yaml`);
  const api = new OpenAPIBackend({
    definition,
    quick: true,
    strict: true,
    // `PUT /Users/Password/` is the contract's path with its slash: matched as written.
    ignoreTrailingSlashes: false,
    // A query string carries only strings: `?subLedgerId=3001` is the integer its schema names.
    coerceTypes: true,
    customizeAjv: (ajv) => {
      addFormats(ajv);
      return ajv;
    },
  });
  await api.init();
  const list = api.getOperations();
  const operations = new Map(list.map((operation) => [operation.operationId ?? '', operation]));
  // openapi-backend's router flattens the document into this list on every match: the document
  // never changes once loaded, so the list is read once.
  api.router.getOperations = () => list;
  return { service, api, operations };
}

export async function loadContracts(): Promise<Map<ServiceName, Contract>> {
  const loaded = await Promise.all(SERVICES.map((service) => loadContract(service)));
  return new Map(loaded.map((contract) => [contract.service, contract]));
}

interface ResponseObject {
  content?: Record<string, { examples?: Record<string, { value?: unknown }> }>;
}

/**
 * A named example of an operation's answer (the first one when no name is given), as the
 * contract writes it: the demo story and the error texts live in the contracts, once.
 */
export function exampleOf(
  contract: Contract,
  operationId: string,
  status: number,
  name?: string,
): unknown {
  const operation = contract.operations.get(operationId);
  if (!operation) throw new Error(`${contract.service} has no operation ${operationId}`);
  const response = operation.responses?.[String(status)] as ResponseObject | undefined;
  const media = Object.values(response?.content ?? {})[0];
  const examples = media?.examples ?? {};
  const chosen = name === undefined ? Object.values(examples)[0] : examples[name];
  if (chosen === undefined)
    throw new Error(`${contract.service} ${operationId} ${status} has no example ${name ?? ''}`);
  return structuredClone(chosen.value);
}

/** The names of the examples of an operation's first 2xx answer. */
export function exampleNames(contract: Contract, operationId: string): string[] {
  const operation = contract.operations.get(operationId);
  const success = Object.entries(operation?.responses ?? {}).find(([status]) => /^2/.test(status));
  const response = success?.[1] as ResponseObject | undefined;
  return Object.keys(Object.values(response?.content ?? {})[0]?.examples ?? {});
}

/** The media type an operation's answer of this status is written in. */
export function mediaTypeOf(
  contract: Contract,
  operationId: string,
  status: number,
): string | null {
  const operation = contract.operations.get(operationId);
  const response = operation?.responses?.[String(status)] as ResponseObject | undefined;
  return Object.keys(response?.content ?? {})[0] ?? null;
}
