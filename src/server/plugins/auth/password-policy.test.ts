import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/auth';
import { isCommonPassword, passwordProblem } from './password-policy';

describe('common passwords', () => {
  const lines = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .trim()
    .split('\n');

  it('ships at least the 1,000 most common, lower-case, one per line, each once', () => {
    expect(lines.length).toBeGreaterThanOrEqual(1000);
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines.every((line) => line === line.trim().toLowerCase() && line.length > 0)).toBe(true);
    for (const known of [
      '123456',
      'password',
      'qwerty',
      'iloveyou',
      'football',
      'monkey',
      'dragon',
      'letmein',
    ])
      expect(lines).toContain(known);
  });

  it('are recognised whatever their case', () => {
    expect(isCommonPassword('PassWord')).toBe(true);
    expect(isCommonPassword('Garage-Tested-42')).toBe(false);
  });

  it.each([
    ['', AUTH_MESSAGES.passwordRequired],
    ['abc', AUTH_MESSAGES.passwordTooShort],
    ['x'.repeat(129), 'Password must be at most 128 characters long'],
    ['Football1', AUTH_MESSAGES.commonPassword],
    ['Garage-Tested-42', null],
  ])('judge %j', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });
});
