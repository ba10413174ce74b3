import { useLayoutEffect, useRef, type ReactNode } from 'react';

interface OutcomePanelProps {
  title: string;
  children: ReactNode;
}

/** What happened after a submit, in place of the form; its heading takes focus so it is read out. */
export function OutcomePanel({ title, children }: OutcomePanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // In the commit that removes the form (whose button held focus), so focus never drops to the
  // page in between, and a check right after the heading appears sees it focused.
  useLayoutEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section
      aria-labelledby="registration-outcome"
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-6"
    >
      <h2
        id="registration-outcome"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold outline-none"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
