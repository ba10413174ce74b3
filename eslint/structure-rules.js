// @ts-check
// Rules over the project's structure: file names, and the import graph. Every import counts: `import type`, `export … from`,
// `import()` and `import('…').T` too. import-x/no-cycle skips type-only imports, and a circle of
// types still ties the files together: neither can be understood, moved or split alone.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const entitiesDir = path.join(root, 'src', 'entities');

/** @type {ts.CompilerOptions | undefined} */
let compilerOptions;
function options() {
  if (!compilerOptions) {
    const configPath = path.join(root, 'tsconfig.json');
    const config = ts.readConfigFile(configPath, ts.sys.readFile).config;
    compilerOptions = ts.convertCompilerOptionsFromJson(config.compilerOptions, root).options;
  }
  return compilerOptions;
}

/** The project file an import names, or null (a package, a file outside the project). */
export function resolveImport(specifier, fromFile) {
  const resolved = ts.resolveModuleName(specifier, fromFile, options(), ts.sys).resolvedModule;
  if (!resolved || resolved.isExternalLibraryImport) return null;
  const file = path.resolve(resolved.resolvedFileName);
  if (!file.startsWith(root + path.sep) || file.includes(`${path.sep}node_modules${path.sep}`))
    return null;
  return file;
}

/** @type {Map<string, { mtime: number, imports: string[] }>} */
const importsCache = new Map();

/** The project files a file imports (any kind of import), read from disk. */
function importsOf(file) {
  let mtime;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = importsCache.get(file);
  if (cached && cached.mtime === mtime) return cached.imports;
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const imports = [
    ...new Set(
      info.importedFiles
        .map(({ fileName }) => resolveImport(fileName, file))
        .filter((target) => target !== null),
    ),
  ];
  importsCache.set(file, { mtime, imports });
  // The graph was measured with the old imports: measure it again.
  if (cached) resetComponents();
  return imports;
}

// Strongly connected components (Tarjan), grown as files are asked about: a component, once
// closed, is final, so each lint run walks each file once.
/** @type {Map<string, number>} */
let componentOf = new Map();
let components = 0;
function resetComponents() {
  componentOf = new Map();
}

function componentId(start) {
  const known = componentOf.get(start);
  if (known !== undefined) return known;
  /** @type {Map<string, number>} */
  const index = new Map();
  /** @type {Map<string, number>} */
  const low = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  let counter = 0;
  // Iterative, so a deep chain of imports cannot overflow the call stack.
  /** @type {{ file: string, next: number, edges: string[] }[]} */
  const frames = [];
  const enter = (file) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    frames.push({ file, next: 0, edges: importsOf(file) });
  };
  enter(start);
  while (frames.length > 0) {
    const frame = frames[frames.length - 1];
    if (frame.next < frame.edges.length) {
      const target = frame.edges[frame.next];
      frame.next += 1;
      if (componentOf.has(target)) continue;
      if (!index.has(target)) enter(target);
      else if (onStack.has(target))
        low.set(frame.file, Math.min(low.get(frame.file) ?? 0, index.get(target) ?? 0));
      continue;
    }
    frames.pop();
    const parent = frames[frames.length - 1];
    if (parent) low.set(parent.file, Math.min(low.get(parent.file) ?? 0, low.get(frame.file) ?? 0));
    if (low.get(frame.file) === index.get(frame.file)) {
      const id = components;
      components += 1;
      let member;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        componentOf.set(member, id);
      } while (member !== frame.file);
    }
  }
  return componentOf.get(start) ?? -1;
}

/** The shortest chain of imports from `from` back to `to`, for the message. */
function chain(from, to, within) {
  /** @type {Map<string, string | null>} */
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    if (file === to) break;
    for (const next of importsOf(file)) {
      if (previous.has(next) || !within(next)) continue;
      previous.set(next, file);
      queue.push(next);
    }
  }
  /** @type {string[]} */
  const files = [];
  for (let file = to; file; file = previous.get(file) ?? null) files.unshift(file);
  return files.map((file) => path.relative(root, file)).join(' -> ');
}

/**
 * Calls `check(node, specifier)` for every import of a file: declarations, re-exports,
 * `import()` and type-position `import('…')`.
 */
function importVisitor(check) {
  return {
    ImportDeclaration: (node) => check(node.source, node.source.value),
    ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
    ExportAllDeclaration: (node) => check(node.source, node.source.value),
    ImportExpression: (node) =>
      node.source.type === 'Literal' &&
      typeof node.source.value === 'string' &&
      check(node.source, node.source.value),
    TSImportType: (node) => {
      const literal = node.argument?.literal ?? node.argument;
      if (literal && typeof literal.value === 'string') check(node, literal.value);
    },
  };
}

/** @type {import('eslint').Rule.RuleModule} */
const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse an import that closes a circle of imports (type imports too).' },
    schema: [],
    messages: {
      cycle:
        'Import circle: {{chain}}. Move what both sides need into a module that neither imports back.',
    },
  },
  create(context) {
    const file = path.resolve(context.physicalFilename);
    return importVisitor((node, specifier) => {
      const target = resolveImport(specifier, file);
      if (!target || target === file) return;
      const component = componentId(file);
      if (componentId(target) !== component) return;
      context.report({
        node,
        messageId: 'cycle',
        data: {
          chain: `${path.relative(root, file)} -> ${chain(target, file, (next) => componentOf.get(next) === component)}`,
        },
      });
    });
  },
};

/** The entity a file belongs to (src/entities/<name>/…), or null. */
function entityOf(file) {
  const relative = path.relative(entitiesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [name, rest] = relative.split(path.sep);
  return rest === undefined ? null : name;
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Which entities each entity imports, from all of their files (tests aside). */
function entityGraph() {
  /** @type {Map<string, Set<string>>} */
  const graph = new Map();
  for (const file of filesUnder(entitiesDir)) {
    const from = entityOf(file);
    if (!from) continue;
    const targets = graph.get(from) ?? new Set();
    graph.set(from, targets);
    for (const target of importsOf(file)) {
      const to = entityOf(target);
      if (to && to !== from) targets.add(to);
    }
  }
  return graph;
}

function entityPath(graph, from, to) {
  /** @type {Map<string, string | null>} */
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const entity = /** @type {string} */ (queue.shift());
    if (entity === to) {
      /** @type {string[]} */
      const names = [];
      for (let at = to; at; at = previous.get(at) ?? null) names.unshift(at);
      return names;
    }
    for (const next of graph.get(entity) ?? []) {
      if (previous.has(next)) continue;
      previous.set(next, entity);
      queue.push(next);
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const noEntityCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Entities (src/entities/*) import each other one way only.' },
    schema: [],
    messages: {
      cycle:
        'Entities in a circle: {{chain}}. One of them must not know the other: pass what it needs in from the app layer, or move it.',
    },
  },
  create(context) {
    const file = path.resolve(context.physicalFilename);
    const from = entityOf(file);
    if (!from || /\.test\.tsx?$/.test(file)) return {};
    /** @type {Map<string, Set<string>> | undefined} */
    let graph;
    return importVisitor((node, specifier) => {
      const target = resolveImport(specifier, file);
      const to = target && entityOf(target);
      if (!to || to === from) return;
      graph ??= entityGraph();
      const back = entityPath(graph, to, from);
      if (back)
        context.report({ node, messageId: 'cycle', data: { chain: [from, ...back].join(' -> ') } });
    });
  },
};

const kebabName = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;

/** @type {import('eslint').Rule.RuleModule} */
const kebabCaseFileName = {
  meta: {
    type: 'suggestion',
    docs: {
      description: 'File names are kebab-case (src/routes follows the router’s own naming).',
    },
    schema: [],
    messages: { name: 'Name the file in kebab-case: "{{name}}".' },
  },
  create(context) {
    const name = path.basename(context.physicalFilename);
    if (kebabName.test(name)) return {};
    return {
      Program: (node) =>
        context.report({
          node,
          messageId: 'name',
          data: {
            name: name
              .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
              .replace(/[_\s]+/g, '-')
              .toLowerCase(),
          },
        }),
    };
  },
};

export default {
  rules: {
    'no-import-cycle': noImportCycle,
    'no-entity-cycle': noEntityCycle,
    'kebab-case-file-name': kebabCaseFileName,
  },
};
