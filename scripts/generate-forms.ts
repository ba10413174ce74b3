// The JSON forms' validators, compiled when generating instead of in the browser: ajv turns a
// schema into a function with `new Function`, which a Content-Security-Policy without
// 'unsafe-eval' refuses. Each forms/<name>.schema.json becomes generated/forms/<name>.js (the
// validation functions of the schema and of every sub-schema rjsf asks about, keyed by rjsf's
// schema hash, as `createPrecompiledValidator` wants them) with its .d.ts, and
// generated/forms/index.ts finds a form's module by the hash of the schema it renders
// (src/components/schema-form/validator.ts). A form's schema is therefore the file as it is: what
// varies at run time goes in the UI schema.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';

// ajv's runtime helpers are CommonJS with an `exports.default`: required, not imported, so the
// function is the same under Node and a bundler.
const { default: ucs2length } = createRequire(import.meta.url)('ajv/dist/runtime/ucs2length') as {
  default: (text: string) => number;
};

/** What ajv's standalone code requires at run time, and what the ES module uses instead. */
const RUNTIME_REQUIRES: readonly {
  require: string;
  replacement: string;
  header: string;
  kind: 'import' | 'code';
}[] = [
  {
    // `format: "date"` and the like are functions in ajv-formats (a format that is a plain
    // pattern is inlined by ajv). A named import: the same under Node and a bundler.
    require: 'require("ajv-formats/dist/formats").fullFormats',
    replacement: 'fullFormats',
    header: 'import { fullFormats } from "ajv-formats/dist/formats.js";',
    kind: 'import',
  },
  {
    // maxLength/minLength count code points; the function is small, so it is written out.
    require: 'require("ajv/dist/runtime/ucs2length").default',
    replacement: 'ucs2length',
    header: `const ucs2length = ${ucs2length.toString()};`,
    kind: 'code',
  },
];

// `exports["-257a1464"] = validate10;`, or `exports.aeddfab = validate10;` for a hash that is a name.
const EXPORT_LINE = /^exports(?:\["([^"]+)"\]|\.([\w$]+)) = (validate\d+);$/gm;

/**
 * ajv's standalone code for a schema (CommonJS: `exports["<hash>"] = validateN`), as an ES module
 * whose default export is the map of validation functions. A require this does not know fails the
 * generation rather than reaching the browser.
 */
export function validatorModule(schema: RJSFSchema, source: string): string {
  const rootHash = hashForSchema(schema);
  const compiled = compileSchemaValidatorsCode(schema);
  const exported = [...compiled.matchAll(EXPORT_LINE)].map(([, bracketed, dotted, name = '']) => ({
    hash: bracketed ?? dotted ?? '',
    name,
  }));
  let body = compiled.replace(/^"use strict";\n?/, '').replace(EXPORT_LINE, '');
  const imports: string[] = [];
  const helpers: string[] = [];
  for (const runtime of RUNTIME_REQUIRES) {
    if (!body.includes(runtime.require)) continue;
    body = body.split(runtime.require).join(runtime.replacement);
    (runtime.kind === 'import' ? imports : helpers).push(runtime.header);
  }
  if (/^(module\.)?exports\b/m.test(body))
    throw new Error(`${source}: an export of the compiled validator was not understood`);
  const unknown = /require\([^)]*\)/.exec(body);
  if (unknown) throw new Error(`${source}: the compiled validator requires ${unknown[0]}`);
  // rjsf's precompiled validator looks the schema itself up first.
  if (!exported.some(({ hash }) => hash === rootHash))
    throw new Error(`${source}: no validation function for the schema itself (${rootHash})`);
  return [
    `// Made by \`npm run generate\` from ${source} (scripts/generate-forms.ts). Never edit by hand.`,
    ...imports,
    ...helpers,
    body.trim(),
    `export default { ${exported.map(({ hash, name }) => `${JSON.stringify(hash)}: ${name}`).join(', ')} };`,
    '',
  ].join('\n');
}

const DECLARATION = `// Made by \`npm run generate\` (scripts/generate-forms.ts). Never edit by hand.
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

declare const validateFns: ValidatorFunctions;
export default validateFns;
`;

export interface FormSource {
  /** The form's name: forms/<name>.schema.json. */
  name: string;
  schema: RJSFSchema;
}

/** generated/forms/index.ts: each form's module by the hash of its root schema. */
export function validatorIndex(forms: readonly FormSource[]): string {
  const entries = forms.map(
    ({ name, schema }) =>
      `  ${JSON.stringify(hashForSchema(schema))}: { form: ${JSON.stringify(name)}, load: () => import('./${name}.js') },`,
  );
  return [
    '// Made by `npm run generate` from forms/*.schema.json (scripts/generate-forms.ts). Never edit by hand.',
    "import type { ValidatorFunctions } from '@rjsf/validator-ajv8';",
    '',
    '/** The precompiled validators of each form, by the hash of its schema (`hashForSchema` of @rjsf/utils). */',
    'export const formValidators: Readonly<',
    '  Record<string, { form: string; load: () => Promise<{ default: ValidatorFunctions }> }>',
    '> = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}

/** Every forms/*.schema.json, by name. */
export function readForms(dir: string): FormSource[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.schema.json'))
    .sort()
    .map((file) => ({
      name: file.slice(0, -'.schema.json'.length),
      schema: JSON.parse(readFileSync(join(dir, file), 'utf8')) as RJSFSchema,
    }));
}

/** Writes generated/forms/ afresh from forms/ (a removed form leaves nothing behind). */
export function generateFormValidators(formsDir = 'forms', outDir = 'generated/forms'): number {
  const forms = readForms(formsDir);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const { name, schema } of forms) {
    writeFileSync(
      join(outDir, `${name}.js`),
      validatorModule(schema, `${formsDir}/${name}.schema.json`),
    );
    writeFileSync(join(outDir, `${name}.d.ts`), DECLARATION);
  }
  writeFileSync(join(outDir, 'index.ts'), validatorIndex(forms));
  return forms.length;
}
