// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import * as connectPayments from '@generated/connect-payments/zod/connect-payments.zod';
import * as expressPay from '@generated/express-pay/zod/express-pay.zod';
import * as users from '@generated/users/zod/users.zod';
import { repoRoot } from '@/testing/locales';
import type { AnswerSchema } from './answer-check';

// The answers the portal checks (answer-check.ts) must accept every example their contract
// gives: those are what Prism serves and what a real service is held to. A schema stricter than
// its own examples would turn a good answer into "cannot read".
const checked: Record<string, { schemas: Record<string, unknown>; operations: string[] }> = {
  'connect-payments': {
    schemas: connectPayments,
    operations: [
      'listAccounts',
      'listLedgerEntries',
      'getBalanceHistory',
      'listCharges',
      'listPayments',
      'listAutoDraftEnrollments',
      'listPaymentMethods',
      'getPaymentMethod',
      'listRecurringPayments',
      'listFuturePayments',
      'createPaymentSetup',
      'updatePaymentSetup',
      'confirmPaymentSetup',
      'createFuturePaymentSetup',
      'updateFuturePaymentSetup',
      'confirmFuturePaymentSetup',
      'createRecurringPaymentSetup',
      'updateRecurringPaymentSetup',
      'confirmRecurringPaymentSetup',
    ],
  },
  'express-pay': {
    schemas: expressPay,
    operations: [
      'getExpressAccount',
      'listExpressPayments',
      'createExpressPayment',
      'updateExpressPayment',
      'confirmExpressPayment',
    ],
  },
  users: { schemas: users, operations: ['getUserById', 'getHomeSettings', 'getSecurity'] },
};

interface Operation {
  operationId?: string;
  responses?: Record<
    string,
    { content?: Record<string, { examples?: Record<string, { value?: unknown; $ref?: string }> }> }
  >;
}
interface Contract {
  paths: Record<string, Record<string, Operation>>;
  components?: { examples?: Record<string, { value?: unknown }> };
}

function examplesOf(file: string, operationId: string): [string, unknown][] {
  const contract = parse(readFileSync(`${repoRoot}openapi/${file}.yaml`, 'utf8')) as Contract;
  const operation = Object.values(contract.paths)
    .flatMap((item) => Object.values(item))
    .find((op) => op.operationId === operationId);
  if (!operation) throw new Error(`${operationId} is not in openapi/${file}.yaml`);
  return Object.entries(operation.responses ?? {})
    .filter(([status]) => /^2\d\d$/.test(status))
    .flatMap(([status, response]) =>
      Object.entries(response.content?.['application/json']?.examples ?? {}).map(
        ([name, example]): [string, unknown] => {
          const ref = example.$ref?.replace('#/components/examples/', '');
          const value = ref ? contract.components?.examples?.[ref]?.value : example.value;
          return [`${status} ${name}`, value];
        },
      ),
    );
}

const isSchema = (value: unknown): value is AnswerSchema =>
  typeof value === 'object' && value !== null && 'safeParse' in value;

describe('the checked answers accept their contract examples', () => {
  for (const [file, { schemas, operations }] of Object.entries(checked)) {
    for (const operationId of operations) {
      it(`${file} ${operationId}`, () => {
        const name = `${operationId[0]?.toUpperCase() ?? ''}${operationId.slice(1)}Response`;
        const schema = schemas[name];
        if (!isSchema(schema)) throw new Error(`no generated schema ${name}`);
        const examples = examplesOf(file, operationId);
        expect(examples.length).toBeGreaterThan(0);
        const refused = examples
          .filter(([, value]) => !schema.safeParse(value).success)
          .map(([example]) => example);
        expect(refused).toEqual([]);
      });
    }
  }
});
