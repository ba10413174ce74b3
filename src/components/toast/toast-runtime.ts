import type * as Sonner from 'sonner';

/**
 * sonner is loaded on demand so it stays out of the first-load bundle (docs/architecture.md,
 * 150 KiB budget). showToast and the lazy <Toaster> share this one promise, hence one module
 * instance and one toast store.
 */
let sonner: Promise<typeof Sonner> | null = null;

export function loadSonner(): Promise<typeof Sonner> {
  sonner ??= import('sonner').catch((error: unknown) => {
    // A failed chunk download (offline) must not poison every later toast: try again next time.
    sonner = null;
    throw error;
  });
  return sonner;
}

type Politeness = 'polite' | 'assertive';
let liveRegion: HTMLElement | null = null;
let politeness: Politeness = 'polite';

/**
 * sonner hard-codes aria-live="polite" on its region. React only writes that attribute when the
 * prop changes (it never does), so the viewport can switch it per toast: errors are announced
 * assertively, successes politely. The politeness at insertion time is what screen readers use.
 */
export function registerLiveRegion(node: HTMLElement | null): void {
  liveRegion = node;
  liveRegion?.setAttribute('aria-live', politeness);
}

export function announceAs(next: Politeness): void {
  politeness = next;
  liveRegion?.setAttribute('aria-live', next);
}
