import { clsx, type ClassValue } from 'clsx';

/** Joins class names (clsx only: no tailwind-merge, to save bytes; do not pass conflicting utilities). */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
