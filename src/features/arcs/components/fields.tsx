import { useId, type Ref } from 'react';

interface ChoiceGroupProps<T extends string> {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T | null;
  onChange: (value: T) => void;
  error?: string | undefined;
  /** The first radio, to put focus on when the group is invalid. */
  firstRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/** A labelled radio group whose error is said beside it and tied to each radio. */
export function ChoiceGroup<T extends string>(props: ChoiceGroupProps<T>) {
  const { legend, options, value, onChange, error, firstRef, disabled } = props;
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map((option, index) => (
          <label key={option.value} className="inline-flex min-h-11 items-center gap-2">
            <input
              ref={index === 0 ? firstRef : undefined}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              disabled={disabled}
              aria-describedby={error ? errorId : undefined}
              className="size-5 accent-brand"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

// The shared multi-line field (the board's actions use it too).
export { TextArea } from '@/components/ui/text-area';
