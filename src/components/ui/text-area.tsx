import { useId, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/cn';

/** A multi-line field styled as the text fields are. */
const TEXTAREA =
  'min-h-24 w-full rounded-md border bg-surface px-3 py-2 text-base [overflow-wrap:anywhere]';

export interface TextAreaProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
  disabled?: boolean;
  rows?: number;
}

/** A labelled multi-line field whose error is announced and tied to it. */
export function TextArea({
  label,
  value,
  onChange,
  error,
  hint,
  ref,
  disabled,
  rows,
}: TextAreaProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={rows ?? 3}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cn(TEXTAREA, error ? 'border-danger' : 'border-line')}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
