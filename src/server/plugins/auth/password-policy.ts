import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/auth';
import { projectRoot } from '../../lib/project-root';

/** From the project folder, so the built server (bundled into dist/) finds it too. */
const LIST = path.join('src', 'server', 'plugins', 'auth', 'common-passwords.txt');

let common: Set<string> | undefined;

/** The most common passwords, one per line, lower-case (read once, on first use). */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(path.join(projectRoot(), LIST), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

/** The message for a password the shop refuses, or null when it is acceptable. */
export function passwordProblem(password: unknown): string | null {
  if (typeof password !== 'string' || !password) return AUTH_MESSAGES.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`;
  if (isCommonPassword(password)) return AUTH_MESSAGES.commonPassword;
  return null;
}
