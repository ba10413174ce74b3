import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOnDemandImportLoading } from '@/lib/on-demand-import';
import { FailSoft, lazyChrome } from './fail-soft';

// Files share one DOM here (vite.config.ts, isolate: false): what a test renders goes after it.
afterEach(cleanup);

describe('FailSoft', () => {
  it('leaves the rest of the page working when a lazy piece’s chunk fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let reloadSkipped = false;
    const Broken = lazyChrome(() => {
      // While it loads, a failed chunk does not reload the page (src/main.tsx).
      reloadSkipped = isOnDemandImportLoading();
      return Promise.reject<{ default: () => null }>(
        new TypeError('Failed to fetch dynamically imported module'),
      );
    });
    render(
      <main>
        <h1>Your account</h1>
        <FailSoft fallback={<p role="alert">The assistant could not load.</p>}>
          <Suspense fallback={<p role="status">Loading…</p>}>
            <Broken />
          </Suspense>
        </FailSoft>
        <FailSoft>
          <Suspense fallback={null}>
            <Broken />
          </Suspense>
        </FailSoft>
      </main>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The assistant could not load.');
    expect(screen.getByRole('heading', { name: 'Your account' })).toBeVisible();
    expect(reloadSkipped).toBe(true);
    expect(isOnDemandImportLoading()).toBe(false);
  });
});
