// The job that settles payments: a pending payment becomes completed once its `settles_at` has
// passed on its tenant's clock (SANDBOX_SETTLE_SECONDS after it was made).
import type { SandboxLog } from './server.ts';
import type { Store } from './store.ts';

export async function settleDue(store: Store): Promise<number> {
  let settled = 0;
  for (const name of await store.tenants()) {
    const tenant = await store.tenant(name);
    const now = await tenant.now();
    const result = await tenant.db
      .updateTable('payments')
      .set({ status: 'completed' })
      .where('status', '=', 'pending')
      .where('settles_at', 'is not', null)
      .where('settles_at', '<=', now)
      .executeTakeFirst();
    settled += Number(result.numUpdatedRows);
  }
  return settled;
}

export function startSettling(store: Store, log: SandboxLog, everyMs = 5000): () => void {
  const timer = setInterval(() => {
    settleDue(store).catch((error: unknown) =>
      log.error(`settling payments failed: ${String(error)}`),
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
