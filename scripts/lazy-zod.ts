// Post-processing of orval's zod output (generated/<service>/zod/*.zod.ts), run by
// scripts/generate.ts before Prettier:
// - every exported schema is built on first use (`lazySchema`, src/lib/api/lazy-schema.ts) instead
//   of when its chunk loads; a schema that embeds another asks it for its built schema;
// - `.check(zod.describe('…'))` goes: the contract's descriptions are documentation nothing
//   reads at run time, and each one made zod build the schema a second time (and shipped its text).
// docs/architecture.md, "Answers checked at the boundary".
import ts from 'typescript';

const lazyImport = (helperPath: string) => `import { lazySchema } from '${helperPath}';\n`;

function isDescribeCheck(node: ts.Node): node is ts.CallExpression {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return false;
  if (node.expression.name.text !== 'check' || node.arguments.length !== 1) return false;
  const [argument] = node.arguments;
  return (
    argument !== undefined &&
    ts.isCallExpression(argument) &&
    ts.isPropertyAccessExpression(argument.expression) &&
    argument.expression.name.text === 'describe'
  );
}

/** `zod.object(…)`, `zod.array(…).check(…)`: a schema, not one of the constants orval exports. */
function isSchemaExpression(node: ts.Expression): boolean {
  let current: ts.Expression = node;
  while (ts.isCallExpression(current) || ts.isPropertyAccessExpression(current))
    current = current.expression;
  return ts.isIdentifier(current) && current.text === 'zod';
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** `text` (which starts at `offset` in the file) with `edits` (file positions) applied. */
function applyEdits(text: string, edits: Edit[], offset = 0): string {
  let out = text;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start - offset) + edit.text + out.slice(edit.end - offset);
  return out;
}

/** The text of `node` with describe checks dropped and references to `lazyNames` built. */
function rewrite(node: ts.Node, source: ts.SourceFile, lazyNames: ReadonlySet<string>): string {
  const edits: Edit[] = [];
  const visit = (current: ts.Node): void => {
    if (isDescribeCheck(current) && ts.isPropertyAccessExpression(current.expression)) {
      const receiver = current.expression.expression;
      edits.push({
        start: current.getStart(source),
        end: current.getEnd(),
        text: rewrite(receiver, source, lazyNames),
      });
      return;
    }
    if (ts.isIdentifier(current) && lazyNames.has(current.text)) {
      const parent = current.parent;
      const isName =
        (ts.isPropertyAccessExpression(parent) && parent.name === current) ||
        (ts.isPropertyAssignment(parent) && parent.name === current);
      if (!isName)
        edits.push({
          start: current.getStart(source),
          end: current.getEnd(),
          text: `${current.text}.schema()`,
        });
      return;
    }
    ts.forEachChild(current, visit);
  };
  visit(node);
  const start = node.getStart(source);
  return applyEdits(source.text.slice(start, node.getEnd()), edits, start);
}

/**
 * orval's zod module with every `export const X = <schema>` built lazily. `helperPath` is the
 * import path of src/lib/api/lazy-schema.ts from the file.
 */
export function lazyZodModule(code: string, helperPath: string): string {
  const source = ts.createSourceFile('schemas.zod.ts', code, ts.ScriptTarget.Latest, true);
  const exported = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations)
      if (
        ts.isIdentifier(declaration.name) &&
        declaration.initializer &&
        isSchemaExpression(declaration.initializer)
      )
        exported.add(declaration.name.text);
  }
  const edits: Edit[] = [];
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const initializer = declaration.initializer;
        if (!initializer || !ts.isIdentifier(declaration.name)) continue;
        const body = rewrite(initializer, source, exported);
        // orval marks each schema pure; the mark now stands before the lazySchema call.
        const markedPure = source.text
          .slice(initializer.getFullStart(), initializer.getStart(source))
          .includes('__PURE__');
        const lazy = exported.has(declaration.name.text)
          ? `${markedPure ? '' : '/*#__PURE__*/ '}lazySchema(() => ${body})`
          : body;
        edits.push({ start: initializer.getStart(source), end: initializer.getEnd(), text: lazy });
      }
    }
  }
  const out = applyEdits(code, edits);
  const lastImport = [...source.statements].reverse().find(ts.isImportDeclaration);
  const at = lastImport ? lastImport.getEnd() + 1 : 0;
  return out.slice(0, at) + lazyImport(helperPath) + out.slice(at);
}
