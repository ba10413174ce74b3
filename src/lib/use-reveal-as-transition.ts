import { useDeferredValue } from 'react';

/**
 * `ready`, except that its turn to true renders as a transition. Data reaches React through
 * useSyncExternalStore, whose updates React renders in one blocking pass: what an answer reveals
 * (a page's widgets, a form, a table) would mount inside it. Deferred, it mounts in slices React
 * interrupts for input; its turn back to false is immediate (docs/architecture.md, "First render").
 */
export function useRevealAsTransition(ready: boolean): boolean {
  const revealed = useDeferredValue(ready);
  return ready && revealed;
}
