import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { isolateText } from '@/lib/isolate';

interface PageProps {
  /** The document title, and the heading unless `heading` is given. */
  title: string;
  /** The heading when it shows service-supplied text: the same words, names in `<bdi>`. */
  heading?: ReactNode;
  /** Shown under the heading. */
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * Every screen's frame: sets the document title and puts its h1 in focus on arrival, so screen
 * reader and keyboard users land on the new page rather than on the link they left.
 */
export function Page({ title, heading, description, actions, children, className }: PageProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${isolateText(title)} · Courtyard`;
  }, [title]);
  useEffect(() => {
    const own = headingRef.current;
    // Not away from where the person has put it meanwhile: a control outside the app (the local
    // servers' demo notice) or a field (the one the takeover of a prerendered page carried the
    // focus to: this effect can run after the takeover has shown the app's page).
    const active = document.activeElement;
    const app = own?.closest('#root');
    const elsewhere = app && active && active !== document.body && !app.contains(active);
    if (elsewhere || active?.matches('input, textarea, select')) return;
    own?.focus({ preventScroll: true });
  }, []);
  return (
    <div className={cn('flex flex-col gap-4', className)}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
            {heading ?? title}
          </h1>
          {description ? <div className="mt-1 text-ink-muted">{description}</div> : null}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}
