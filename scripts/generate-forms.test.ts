import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { afterEach, describe, expect, it } from 'vitest';
import { generateFormValidators, validatorIndex, validatorModule } from './generate-forms';

const schema: RJSFSchema = {
  type: 'object',
  required: ['kind', 'name'],
  properties: {
    kind: { type: 'string', enum: ['us', 'other'] },
    name: { type: 'string', maxLength: 3 },
  },
  if: { properties: { kind: { const: 'us' } } },
  then: { properties: { zip: { type: 'string', pattern: '^[0-9]{5}$' } }, required: ['zip'] },
};

const dirs: string[] = [];
const files: string[] = [];
afterEach(() => {
  for (const path of [...dirs.splice(0), ...files.splice(0)])
    rmSync(path, { recursive: true, force: true });
});
function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'forms-'));
  dirs.push(dir);
  return dir;
}

describe('a form’s precompiled validator module', () => {
  it('is an ES module of plain functions, keyed by rjsf’s schema hashes', () => {
    const code = validatorModule(schema, 'forms/test.schema.json');
    expect(code).toMatch(/^\/\/ Made by `npm run generate` from forms\/test.schema.json/);
    expect(code).not.toMatch(/require\(|\bexports\b|new Function|\bFunction\(|\beval\(/);
    expect(code).toContain(`${JSON.stringify(hashForSchema(schema))}: validate`);
    expect(code).toContain('const ucs2length = function ucs2length(');
    expect(code).not.toContain('fullFormats');
  });

  it('validates as the schema says, counting characters as people do', async () => {
    // Inside the project, where the test runner loads modules from (*.tmp.mjs is gitignored).
    const file = `scripts/generate-forms-${String(process.pid)}.tmp.mjs`;
    files.push(file);
    writeFileSync(file, validatorModule(schema, 'forms/test.schema.json'));
    const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
      default: ValidatorFunctions;
    };
    const validator = createPrecompiledValidator(module.default, schema);
    const messages = (data: object) =>
      validator.validateFormData(data, schema).errors.map((error) => error.stack);
    expect(messages({ kind: 'other', name: 'Ann' })).toEqual([]);
    // Three emoji are three characters (six UTF-16 units).
    expect(messages({ kind: 'other', name: '🏠🏠🏠' })).toEqual([]);
    expect(messages({ kind: 'other', name: 'Anna' })).toEqual([
      '.name must NOT have more than 3 characters',
    ]);
    expect(messages({ kind: 'us', name: 'Ann' })).toEqual([
      "must have required property 'zip'",
      'must match "then" schema',
    ]);
  });

  it('imports the format functions it uses from ajv-formats', () => {
    const dated: RJSFSchema = {
      type: 'object',
      properties: { on: { type: 'string', format: 'date' } },
    };
    const code = validatorModule(dated, 'forms/dated.schema.json');
    expect(code).toContain('import { fullFormats } from "ajv-formats/dist/formats.js";');
    expect(code).not.toMatch(/require\(/);
  });

  it('refuses to write code that would need what the browser does not have', () => {
    const unique: RJSFSchema = {
      type: 'array',
      uniqueItems: true,
      items: { type: 'object', properties: { a: { type: 'string' } } },
    };
    expect(() => validatorModule(unique, 'forms/unique.schema.json')).toThrow(
      /forms\/unique.schema.json: the compiled validator requires require\("ajv\/dist\/runtime\/equal"\)/,
    );
  });
});

describe('generated/forms/', () => {
  it('holds a module, its types and an index entry per form, and nothing stale', () => {
    const forms = scratch();
    const out = scratch();
    writeFileSync(join(forms, 'first.schema.json'), JSON.stringify(schema));
    writeFileSync(join(forms, 'first.ui.json'), '{}');
    writeFileSync(join(out, 'removed.js'), '');
    expect(generateFormValidators(forms, out)).toBe(1);
    expect(readdirSync(out).sort()).toEqual(['first.d.ts', 'first.js', 'index.ts']);
    expect(readFileSync(join(out, 'first.d.ts'), 'utf8')).toContain(
      'declare const validateFns: ValidatorFunctions;',
    );
    expect(existsSync(join(out, 'removed.js'))).toBe(false);
    expect(readFileSync(join(out, 'index.ts'), 'utf8')).toBe(
      validatorIndex([{ name: 'first', schema }]),
    );
  });

  it('finds a form by the hash of its schema', () => {
    expect(validatorIndex([{ name: 'first', schema }])).toContain(
      `${JSON.stringify(hashForSchema(schema))}: { form: "first", load: () => import('./first.js') },`,
    );
  });
});
