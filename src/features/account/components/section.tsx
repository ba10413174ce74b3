import { useId, type ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { cn } from '@/lib/cn';
import { LoadingStatus } from '@/components/loading-status';

/** A titled block of an account page: a region named by its heading. */
export function Section({
  title,
  children,
  actions,
  className,
}: {
  title: ReactNode;
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

/** What LoadState reads from a react-query result. */
interface LoadableQuery {
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** The state of a section's request: loading, failed (with its Error ID and Try Again), or nothing. */
export function LoadState({
  query,
  loading,
  loadingText,
  failedText,
}: {
  query: LoadableQuery;
  loading: boolean;
  loadingText: string;
  failedText: string;
}) {
  if (query.isError) {
    return (
      <LoadError
        message={failedText}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (loading) return <LoadingStatus>{loadingText}</LoadingStatus>;
  return null;
}
