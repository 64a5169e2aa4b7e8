/** Any base will do: only whether a path stays on it matters. */
const BASE = 'http://shop.invalid';

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 32 || code === 127) return true;
  }
  return false;
}

/**
 * Only same-site paths are followed after sign-in or a mailed link, never another site: a root-relative path
 * (`/...`, not `//host` or `/\host`, no control characters that browsers drop) that stays on this origin.
 * Without imports, so the pages on every route can use it.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !/^\/(?![/\\])/.test(value) || hasControlCharacter(value)) return fallback;
  try {
    return new URL(value, BASE).origin === BASE ? value : fallback;
  } catch {
    return fallback;
  }
}
