import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A titled part of a page in a card: a landmark named by its heading, an optional line under
 * the heading and the section's own actions beside it.
 */
export function SectionCard({
  title,
  description,
  actions,
  headingLevel = 2,
  className,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-3 rounded-lg border border-line bg-surface p-4', className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Heading id={headingId} className="text-lg font-semibold [overflow-wrap:anywhere]">
            {title}
          </Heading>
          {description ? <div className="text-sm text-ink-muted">{description}</div> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
