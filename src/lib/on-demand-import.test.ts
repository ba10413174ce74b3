import { describe, expect, it } from 'vitest';
import { importOnDemand, isOnDemandImportLoading } from './on-demand-import';

describe('importOnDemand', () => {
  it('is loading while the chunk is on its way, and not after, whether it loaded or failed', async () => {
    expect(isOnDemandImportLoading()).toBe(false);
    let seen = false;
    const module = await importOnDemand(() => {
      seen = isOnDemandImportLoading();
      return Promise.resolve({ answer: 42 });
    });
    expect(seen).toBe(true);
    expect(module.answer).toBe(42);
    expect(isOnDemandImportLoading()).toBe(false);

    const failed = importOnDemand(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    expect(isOnDemandImportLoading()).toBe(true);
    await expect(failed).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(isOnDemandImportLoading()).toBe(false);
  });
});
