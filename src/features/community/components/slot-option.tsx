import type { FocusEventHandler } from 'react';
import { cn } from '@/lib/cn';

export interface SlotOptionProps {
  id: string;
  name: string;
  value: string;
  checked: boolean;
  disabled: boolean;
  /** The time range, in the page's language. */
  time: string;
  /** Why the slot cannot be picked, or null when it can. */
  unavailableBecause: string | null;
  describedBy?: string;
  onPick: () => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
}

/** One time slot of an amenity as a radio: a new reservation and a moved one pick alike. */
export function SlotOption({
  id,
  name,
  value,
  checked,
  disabled,
  time,
  unavailableBecause,
  describedBy,
  onPick,
  onBlur,
  onFocus,
}: SlotOptionProps) {
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex min-h-11 items-center gap-2',
        unavailableBecause ? 'cursor-not-allowed text-ink-muted' : 'cursor-pointer',
      )}
    >
      <input
        type="radio"
        id={id}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled || unavailableBecause !== null}
        onChange={onPick}
        onBlur={onBlur}
        onFocus={onFocus}
        aria-describedby={describedBy}
        className="size-5 accent-brand"
      />
      <span>{time}</span>
      {unavailableBecause ? ' ' : null}
      {unavailableBecause ? <span className="text-sm">({unavailableBecause})</span> : null}
    </label>
  );
}
