// @vitest-environment node
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BOARD_PAGES, openWorkTotal } from './board-pages';

const routes = fileURLToPath(new URL('../../../routes/_app/_authed', import.meta.url));

describe('the board pages', () => {
  it('each have a route file', () => {
    for (const page of BOARD_PAGES) {
      const file = page.to === '/board/arcs' ? '/board/arcs.index.tsx' : `${page.to}.tsx`;
      expect(existsSync(`${routes}${file}`), page.to).toBe(true);
    }
  });

  it('count each overview area once', () => {
    const counts = BOARD_PAGES.flatMap((page) => (page.count ? [page.count] : []));
    expect(new Set(counts).size).toBe(counts.length);
    expect(counts).toHaveLength(7);
  });

  it('add up everything open', () => {
    expect(
      openWorkTotal({
        arcPending: 1,
        violationsOpen: 2,
        workOrdersOpen: 2,
        invoicesToApprove: 2,
        collections: 2,
        inspections: 1,
        toDo: 3,
      }),
    ).toBe(13);
  });
});
