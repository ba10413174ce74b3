import { Tabs } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * The row of tabs every tabbed page uses (Radix Tabs). It wraps onto a second line rather than
 * pushing a 360 px phone sideways when the names do not fit.
 */
export function TabList({ className, ...props }: ComponentProps<typeof Tabs.List>) {
  return (
    <Tabs.List className={cn('flex flex-wrap gap-1 border-b border-line', className)} {...props} />
  );
}

export function TabTrigger({ className, ...props }: ComponentProps<typeof Tabs.Trigger>) {
  return (
    <Tabs.Trigger
      className={cn(
        '-mb-px min-h-11 border-b-2 border-transparent px-3 font-semibold text-ink-muted hover:text-ink data-[state=active]:border-brand data-[state=active]:text-ink',
        className,
      )}
      {...props}
    />
  );
}
