import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Deliberately not tailwind-merge (about 9 KiB gzip on the first page):
 * components avoid conflicting utilities instead of resolving them at run time.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
