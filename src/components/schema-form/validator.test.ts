import { readdirSync, readFileSync } from 'node:fs';
import { getDefaultFormState, retrieveSchema, type RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { formValidator } from './validator';

// Every JSON form validates with the functions `npm run generate` compiled from its schema
// (generated/forms/), which must judge data exactly as ajv compiling the schema at run time would.

const forms = readdirSync('forms')
  .filter((file) => file.endsWith('.schema.json'))
  .map((file) => ({
    file,
    schema: JSON.parse(readFileSync(`forms/${file}`, 'utf8')) as RJSFSchema,
  }));

/** Data of each property's wrong kind, blank, too long, and as its enum's or const's first value. */
function samples(schema: RJSFSchema): unknown[] {
  const properties = Object.entries(schema.properties ?? {});
  const each = (pick: (property: RJSFSchema) => unknown) =>
    Object.fromEntries(
      properties.map(([name, property]) => [
        name,
        pick(typeof property === 'object' ? property : {}),
      ]),
    );
  return [
    {},
    each(() => 42),
    each(() => '   '),
    each(() => '<b>'.repeat(1500)),
    each(() => 'not-a-date@x'),
    each((property) => property.enum?.[0] ?? property.const ?? 'x'),
    each((property) =>
      property.type === 'boolean' ? true : property.type === 'object' ? {} : 'a',
    ),
  ];
}

describe('the forms’ precompiled validators', () => {
  it('cover every form in forms/', () => {
    expect(forms.map(({ file }) => file)).toContain('legacy-auto-draft.schema.json');
    expect(forms.length).toBeGreaterThanOrEqual(9);
  });

  it.each(forms)('judge $file as ajv does', async ({ schema }) => {
    const precompiled = await formValidator(schema);
    const compiling = customizeValidator();
    for (const data of samples(schema)) {
      const expected = compiling.validateFormData(data, schema).errors;
      const actual = precompiled.validateFormData(data, schema).errors;
      expect(actual.map((error) => error.stack)).toEqual(expected.map((error) => error.stack));
      // Rendering resolves dependencies, if/then/else and oneOf branches with the sub-schemas'
      // own validators: each of those is there too.
      expect(retrieveSchema(precompiled, schema, schema, data)).toEqual(
        retrieveSchema(compiling, schema, schema, data),
      );
      expect(getDefaultFormState(precompiled, schema, data, schema)).toEqual(
        getDefaultFormState(compiling, schema, data, schema),
      );
    }
    expect(precompiled.validateFormData({}, schema).errors.length).toBeGreaterThanOrEqual(
      schema.required?.length ? 1 : 0,
    );
  });

  it('loads a form’s validator once', async () => {
    const [first] = forms;
    if (!first) throw new Error('no forms');
    const copy = structuredClone(first.schema);
    expect(formValidator(copy)).toBe(formValidator(copy));
    expect(await formValidator(copy)).toBe(await formValidator(first.schema));
  });

  it('refuses a schema built at run time, naming the fix', () => {
    const [first] = forms;
    const built: RJSFSchema = { ...first?.schema, properties: {} };
    expect(() => formValidator(built)).toThrow(
      /forms\/\*\.schema\.json as it is.*npm run generate/,
    );
  });
});
