import { describe, expect, it } from 'vitest';
import { planChunks, type Kit, type ModuleNode } from './chunk-plan.ts';

const route = (name: string) => `/app/src/routes/${name}.tsx?tsr-split=component`;
const rules = {
  isFirstLoadEntry: (id: string) => id === route('_app') || id === route('_app/login'),
  isRouteEntry: (id: string) => id.includes('?tsr-split='),
  isSignedInEntry: (id: string) => id.includes('/routes/_app/_authed'),
  isExcluded: (id: string) => id.includes('/node_modules/@rjsf/'),
};

/** A graph in the shape of the portal's: an entry, lazy routes, modules they share. */
function graph(): ModuleNode[] {
  const nodes: Record<string, { imports?: string[]; lazy?: string[]; entry?: boolean }> = {
    main: {
      entry: true,
      imports: ['react', 'route-tree'],
      lazy: ['toast-viewport', 'config-error-page', 'session-queries'],
    },
    react: {},
    'route-tree': {
      imports: ['react'],
      lazy: [
        route('_app'),
        route('_app/login'),
        route('_app/_authed'),
        route('_app/_authed/dashboard'),
        route('_app/_authed/billing'),
        route('_express/epay'),
      ],
    },
    'toast-viewport': { imports: ['button', 'react'] },
    'session-queries': { imports: ['users-calls', 'cn'] },
    'users-calls': { imports: ['schemas'] },
    schemas: {},
    'config-error-page': { imports: ['money'] },
    [route('_app')]: { imports: ['layout'] },
    [route('_app/login')]: { imports: ['button', 'text-field', 'react'] },
    [route('_app/_authed')]: { imports: ['layout'], lazy: ['app-chrome'] },
    'app-chrome': { imports: ['menu', 'data-table'] },
    [route('_app/_authed/dashboard')]: {
      imports: ['button', 'data-table', 'menu', 'users-calls'],
      lazy: ['statement-dialog'],
    },
    'statement-dialog': { imports: ['format'] },
    'dialog-opener': { imports: ['statement-dialog'] },
    [route('_app/_authed/billing')]: {
      imports: ['money', 'data-table', 'only-billing', 'dialog-opener', '/node_modules/@rjsf/core'],
    },
    [route('_express/epay')]: { imports: ['money', 'button', 'dialog-opener'] },
    button: { imports: ['cn'] },
    'text-field': { imports: ['cn'] },
    cn: {},
    layout: { imports: ['cn'] },
    money: { imports: ['format'] },
    format: {},
    'data-table': { imports: ['format', 'button', 'table-core'] },
    'table-core': {},
    menu: { imports: ['cn'] },
    'only-billing': { imports: ['format'] },
    '/node_modules/@rjsf/core': { imports: ['format'] },
  };
  return Object.entries(nodes).map(([id, node]) => ({
    id,
    importedIds: node.imports ?? [],
    dynamicallyImportedIds: node.lazy ?? [],
    isEntry: node.entry ?? false,
  }));
}

describe('planChunks', () => {
  const plan = planChunks(graph(), rules);

  it('puts what the first page of a visit loads in the login kit', () => {
    expect(plan.get('button')).toBe('login-kit');
    expect(plan.get('text-field')).toBe('login-kit');
    expect(plan.get('layout')).toBe('login-kit');
    expect(plan.get('cn')).toBe('login-kit');
  });

  it('puts what loading a session needs with the pages that share it', () => {
    // The session's calls load on every signed-in start and on the dashboard.
    expect(plan.get('users-calls')).toBe('public-kit');
    expect(plan.get('schemas')).toBe('public-kit');
  });

  it('puts what pages open to visitors share with others in the public kit', () => {
    // The express link and billing share money; format comes with it.
    expect(plan.get('money')).toBe('public-kit');
    expect(plan.get('format')).toBe('public-kit');
  });

  it('puts what only signed-in pages share in the signed-in kit, the shell included', () => {
    // app-chrome is loaded by the _authed layout only: it counts as signed in.
    expect(plan.get('data-table')).toBe('signed-in-kit');
    expect(plan.get('table-core')).toBe('signed-in-kit');
    expect(plan.get('menu')).toBe('signed-in-kit');
  });

  it('keeps a lazily loaded module, and what imports it statically, out of the kits', () => {
    // billing imports the dialog the dashboard loads lazily: a kit holding either would import a
    // chunk that imports the kit.
    expect(plan.get('statement-dialog')).toBeUndefined();
    expect(plan.get('dialog-opener')).toBeUndefined();
    expect(plan.get('format')).toBe('public-kit');
  });

  it('leaves the entry, one page’s own modules, lazy entries and excluded libraries alone', () => {
    for (const id of [
      'main',
      'react',
      'route-tree',
      'only-billing',
      'app-chrome',
      'toast-viewport',
      route('_app/_authed/billing'),
      '/node_modules/@rjsf/core',
    ])
      expect(plan.get(id), id).toBeUndefined();
  });

  it('never lets a kit import a kit loaded after it, so the chunks form no cycle', () => {
    const order: Record<Kit, number> = { 'login-kit': 0, 'public-kit': 1, 'signed-in-kit': 2 };
    for (const node of graph()) {
      const from = plan.get(node.id);
      if (!from) continue;
      for (const imported of node.importedIds) {
        const to = plan.get(imported);
        if (to) expect(order[to], `${node.id} → ${imported}`).toBeLessThanOrEqual(order[from]);
        // A kit's import is always in a kit, the entry, or an excluded library's own group.
        else expect(['react', '/node_modules/@rjsf/core']).toContain(imported);
      }
    }
  });
});
