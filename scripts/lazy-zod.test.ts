import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { zodServices } from './zod-services';
import { lazyZodModule } from './lazy-zod';

const orvalOutput = `import * as zod from 'zod/mini';

export const ListThingsQueryFormatDefault = \`pdf\`;
export const thingNameRegExp = new RegExp('^[a-z]+$');

export const ListThingsResponseItem = /*#__PURE__*/ zod.object({
  name: /*#__PURE__*/ zod
    .string()
    .check(/*#__PURE__*/ zod.regex(thingNameRegExp))
    .check(/*#__PURE__*/ zod.describe('The thing\\'s name (see \`Thing\`).')),
  format: /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.enum(['pdf', 'csv']), ListThingsQueryFormatDefault),
});
export const ListThingsResponse = /*#__PURE__*/ zod.array(ListThingsResponseItem);
`;

describe('lazyZodModule (generated answer schemas built on first use)', () => {
  const out = lazyZodModule(orvalOutput, '../../lazy-schema.ts');

  it('imports the helper after the last import', () => {
    expect(out).toContain(
      "import * as zod from 'zod/mini';\nimport { lazySchema } from '../../lazy-schema.ts';\n",
    );
  });

  it('wraps every exported schema, keeping the pure mark, and leaves the constants as they are', () => {
    expect(out).toContain(
      'export const ListThingsResponseItem = /*#__PURE__*/ lazySchema(() => zod.object({',
    );
    expect(out).toContain("export const thingNameRegExp = new RegExp('^[a-z]+$');");
    expect(out).toContain('export const ListThingsQueryFormatDefault = `pdf`;');
    expect(out).not.toContain('/*#__PURE__*/ /*#__PURE__*/');
  });

  it('builds an embedded schema through its lazy export, and leaves constants unwrapped', () => {
    expect(out).toContain(
      'export const ListThingsResponse = /*#__PURE__*/ lazySchema(() => zod.array(ListThingsResponseItem.schema()));',
    );
    expect(out).toContain('zod.regex(thingNameRegExp)');
    expect(out).toContain('ListThingsQueryFormatDefault)');
  });

  it('drops the descriptions and keeps every other check', () => {
    expect(out).not.toContain('describe');
    expect(out).toContain('.check(/*#__PURE__*/ zod.regex(thingNameRegExp))');
  });

  it('is what the committed generated schemas went through', () => {
    for (const service of zodServices) {
      const file = readFileSync(`generated/${service}/zod/${service}.zod.ts`, 'utf8');
      expect(file).toContain("import { lazySchema } from '../../../src/lib/api/lazy-schema.ts';");
      expect(file).not.toMatch(/zod\.describe\(/);
      expect(file).not.toMatch(/^export const [A-Z]\w* = \/\*#__PURE__\*\/ zod\./m);
    }
  });
});
