import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A titled block of an account page: a region named by its heading. */
export function Section({
  title,
  children,
  actions,
  className,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('min-w-0 rounded-lg border border-line bg-surface p-4', className)}
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** The state of a section's request: loading, failed with a retry, or nothing. */
export function LoadState({
  loading,
  failed,
  loadingText,
  failedText,
  retryText,
  onRetry,
}: {
  loading: boolean;
  failed: boolean;
  loadingText: string;
  failedText: string;
  retryText: string;
  onRetry: () => void;
}) {
  if (failed) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2">
        <p>{failedText}</p>
        <button
          type="button"
          onClick={onRetry}
          className="min-h-11 rounded-md border border-line px-3 text-sm font-semibold hover:bg-surface-muted"
        >
          {retryText}
        </button>
      </div>
    );
  }
  if (loading) return <p role="status">{loadingText}</p>;
  return null;
}
