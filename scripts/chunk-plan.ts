// Fewer, larger chunks for the pages' shared code (docs/architecture.md, "Chunk plan").
//
// Left to itself the bundler gives every set of pages that shares some modules a chunk of its own:
// 193 files, and a signed-in page loaded 48–70 of them, most under 3 KiB. On a phone's connection
// each file costs a round trip (six at a time over HTTP/1.1), more than its bytes. This plan puts
// the modules two or more pages share into three chunks, by who needs them:
// - `login-kit`: what the login page needs beyond the entry (the first load's budget holds it);
// - `public-kit`: what other pages open to visitors share (the express link, registration);
// - `signed-in-kit`: what only signed-in pages share.
// A module one page alone needs stays in that page's chunk; the heavy libraries keep their own
// groups (vite.config.ts). The partition follows the import graph, so a kit only ever imports the
// entry or the kits before it: login-kit ← public-kit ← signed-in-kit, and never a cycle.
import type { Plugin } from 'vite';

export type Kit = 'login-kit' | 'public-kit' | 'signed-in-kit';

export interface ModuleNode {
  id: string;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  isEntry: boolean;
}

export interface ChunkPlanRules {
  /** What the first page of a visit loads (the login page and what the shell loads at once). */
  isFirstLoadEntry: (id: string) => boolean;
  /** The router's lazily loaded route pieces (`?tsr-split=`). */
  isRouteEntry: (id: string) => boolean;
  /** Pieces of routes behind sign-in (the `_authed` layout and below). */
  isSignedInEntry: (id: string) => boolean;
  /** Modules the plan leaves alone (the heavy libraries' own groups). */
  isExcluded: (id: string) => boolean;
}

/** Assigns every lazily loaded module that two or more dynamic entries share to a kit. */
export function planChunks(modules: ModuleNode[], rules: ChunkPlanRules): Map<string, Kit> {
  const byId = new Map(modules.map((node) => [node.id, node]));
  const closure = (start: string) => {
    const seen = new Set<string>();
    const stack = [start];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(byId.get(id)?.importedIds ?? []));
    }
    return seen;
  };
  // What the entry loads statically: the framework group has it (vite.config.ts).
  const initial = new Set<string>();
  for (const node of modules) if (node.isEntry) closure(node.id).forEach((id) => initial.add(id));
  const dynamicEntries = new Set<string>();
  for (const node of modules)
    for (const id of node.dynamicallyImportedIds) if (!initial.has(id)) dynamicEntries.add(id);

  // Entries a visitor can load: the public routes' pieces, what the entry loads on demand (error
  // screens, toasts) and, transitively, what those import on demand. The rest only load behind
  // sign-in.
  const publicEntries = new Set<string>();
  const loadedByEntry = new Set(
    [...initial].flatMap((id) => byId.get(id)?.dynamicallyImportedIds ?? []),
  );
  const pending = [...dynamicEntries].filter((id) =>
    rules.isRouteEntry(id) ? !rules.isSignedInEntry(id) : loadedByEntry.has(id),
  );
  for (let entry = pending.pop(); entry !== undefined; entry = pending.pop()) {
    if (publicEntries.has(entry)) continue;
    publicEntries.add(entry);
    for (const id of closure(entry))
      for (const next of byId.get(id)?.dynamicallyImportedIds ?? [])
        if (dynamicEntries.has(next) && !(rules.isRouteEntry(next) && rules.isSignedInEntry(next)))
          pending.push(next);
  }

  const reachedBy = new Map<string, string[]>();
  const login = new Set<string>();
  for (const entry of dynamicEntries) {
    for (const id of closure(entry)) {
      if (initial.has(id) || rules.isExcluded(id)) continue;
      reachedBy.set(id, [...(reachedBy.get(id) ?? []), entry]);
      if (rules.isFirstLoadEntry(entry)) login.add(id);
    }
  }
  const importsLazyModule = (id: string) =>
    [...closure(id)].some((reached) => dynamicEntries.has(reached));
  const plan = new Map<string, Kit>();
  for (const [id, entries] of reachedBy) {
    // A lazily loaded module heads its own chunk; what imports one statically stays beside it, as
    // a kit importing a chunk that imports the kit would be a cycle.
    if (importsLazyModule(id)) continue;
    if (login.has(id)) plan.set(id, 'login-kit');
    else if (entries.length < 2) continue;
    else
      plan.set(
        id,
        entries.some((entry) => publicEntries.has(entry)) ? 'public-kit' : 'signed-in-kit',
      );
  }
  return plan;
}

/** Computes the plan once the module graph is known; `kitOf` answers the bundler's groups. */
export function chunkPlan(rules: ChunkPlanRules): {
  plugin: Plugin;
  kitOf: (id: string) => Kit | null;
} {
  let plan = new Map<string, Kit>();
  return {
    kitOf: (id) => plan.get(id) ?? null,
    plugin: {
      name: 'courtyard:chunk-plan',
      apply: 'build',
      buildEnd() {
        const modules: ModuleNode[] = [];
        for (const id of this.getModuleIds()) {
          const info = this.getModuleInfo(id);
          if (!info) continue;
          modules.push({
            id,
            importedIds: info.importedIds,
            dynamicallyImportedIds: info.dynamicallyImportedIds,
            isEntry: info.isEntry,
          });
        }
        plan = planChunks(modules, rules);
      },
    },
  };
}
