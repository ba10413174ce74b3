import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { LoadingStatus } from '@/components/loading-status';

type AnyQuery = Pick<
  UseQueryResult<unknown, unknown>,
  'isPending' | 'isError' | 'isFetching' | 'fetchStatus' | 'refetch'
>;

export interface WidgetLoad {
  /** Something the widget needs is still on its way (a disabled query is not waiting). */
  loading: boolean;
  /** A request failed (after its retries). */
  failed: boolean;
  /** A failed request is being asked again. */
  retrying: boolean;
  /** Asks the failed requests again; resolves true when all of them answered. */
  retry: () => Promise<boolean>;
}

/** The load state of the queries one widget depends on; the others on the page do not count. */
export function widgetLoad(...queries: AnyQuery[]): WidgetLoad {
  const failed = queries.filter((q) => q.isError);
  return {
    loading: queries.some((q) => q.isPending && q.fetchStatus === 'fetching'),
    failed: failed.length > 0,
    retrying: failed.some((q) => q.isFetching),
    retry: async () => {
      const results = await Promise.all(failed.map((q) => q.refetch()));
      return results.every((result) => !result.isError);
    },
  };
}

interface WidgetProps {
  title: string;
  /** Present when the widget loads something: loading, failed with a retry, or its content. */
  load?: WidgetLoad;
  loadingText?: string;
  failedText?: string;
  /**
   * A min-height class for the loading state, about the height of what loads (footer included):
   * the widgets under it then do not jump down when it arrives (a layout shift, npm run bench).
   */
  loadingHeight?: string;
  /** Links under the content ("all messages"). */
  footer?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * One dashboard widget: a region named by its heading that loads, fails and retries on its own.
 * After a successful retry the heading takes the focus, so the keyboard is not left on a button
 * that has gone.
 */
export function Widget({
  title,
  load,
  loadingText,
  failedText,
  loadingHeight,
  footer,
  children,
  className,
}: WidgetProps) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [pressed, setPressed] = useState(false);

  const retry = async () => {
    if (!load || load.retrying || pressed) return;
    setPressed(true);
    try {
      if (await load.retry()) heading.current?.focus();
    } finally {
      setPressed(false);
    }
  };

  let body: ReactNode = children;
  if (load?.failed) {
    const busy = load.retrying || pressed;
    body = (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p>{failedText ?? t('widget.failed')}</p>
        <button
          type="button"
          aria-disabled={busy}
          onClick={() => void retry()}
          className="min-h-11 rounded-md border border-line px-3 text-sm font-semibold hover:bg-surface-muted aria-disabled:opacity-60"
        >
          {busy ? t('widget.retrying') : t('widget.retry')}
        </button>
      </div>
    );
  } else if (load?.loading) {
    body = (
      <LoadingStatus className={loadingHeight}>{loadingText ?? t('widget.loading')}</LoadingStatus>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={load?.loading ? true : undefined}
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-lg border border-line bg-surface p-4',
        className,
      )}
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        {title}
      </h2>
      <div className="flex-1">{body}</div>
      {footer && !load?.failed && !load?.loading ? (
        <div className="flex flex-wrap gap-x-4 gap-y-1">{footer}</div>
      ) : null}
    </section>
  );
}

/** The empty state of a widget: what there is not, and what to do next. */
export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-ink-muted">{text}</p>
      {action}
    </div>
  );
}

export const linkClass =
  'inline-flex min-h-11 items-center font-semibold text-brand underline [overflow-wrap:anywhere]';

export const buttonLinkClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand px-4 text-sm font-semibold text-brand-contrast hover:brightness-110';

/** A small status tag (unread, blocked, confirmed …). */
export function Tag({
  children,
  tone = 'muted',
}: {
  children: ReactNode;
  tone?: 'muted' | 'brand' | 'danger';
}) {
  return (
    <span
      className={cn(
        'inline-block rounded-full border px-2 py-0.5 text-xs font-semibold',
        tone === 'brand' && 'border-brand text-brand',
        tone === 'danger' && 'border-danger text-danger',
        tone === 'muted' && 'border-line text-ink-muted',
      )}
    >
      {children}
    </span>
  );
}
