import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. There is deliberately no tailwind-merge (a library on
 * every page): components expose variants instead of relying on a caller's
 * class overriding one of theirs (docs/decisions/0009-astro-islands-html-first.md).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
