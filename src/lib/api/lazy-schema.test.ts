import * as zod from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  it('builds the schema on the first check only, and checks with it', () => {
    const build = vi.fn(() => zod.object({ cents: zod.int() }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();

    expect(schema.safeParse({ cents: 4500 }).success).toBe(true);
    expect(schema.safeParse({ cents: '45.00' })).toMatchObject({
      success: false,
      error: { issues: [{ path: ['cents'] }] },
    });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('hands out the built schema for another schema to embed', () => {
    const item = lazySchema(() => zod.object({ cents: zod.int() }));
    const list = lazySchema(() => zod.array(item.schema()));
    expect(list.safeParse([{ cents: 1 }, { cents: 2 }]).success).toBe(true);
    expect(list.safeParse([{ cents: 1 }, {}]).success).toBe(false);
    expect(item.schema()).toBe(item.schema());
  });
});
