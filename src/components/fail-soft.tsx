import { Component, lazy, type ReactNode } from 'react';
import { importOnDemand } from '@/lib/on-demand-import';

interface FailSoftProps {
  children: ReactNode;
  /** What stands in its place when its code fails to arrive; nothing by default. */
  fallback?: ReactNode;
}

/**
 * Around a lazily loaded part of the chrome (the toaster, the assistant's panel): when its chunk
 * fails to load (offline, a new release removed it), that part is missing and the rest of the page
 * keeps working, instead of the error reaching the root and blanking the app (issue 55 item 6).
 */
export class FailSoft extends Component<FailSoftProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}

/**
 * React.lazy for a piece of the chrome: its failure is the piece's (FailSoft), so it does not
 * reload the whole page as a route's chunk does (src/main.tsx, `vite:preloadError`), which would
 * lose what was typed.
 */
export const lazyChrome: typeof lazy = (load) => lazy(() => importOnDemand(load));
