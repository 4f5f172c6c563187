import { describe, expect, it } from 'vitest';
import { REDIRECTS, SHELL_PATHS } from './paths';

describe("the shell's own paths", () => {
  it('keeps /login and /mfa-lockout in the shell and redirects /repository and /auth', () => {
    expect(SHELL_PATHS).toEqual({ login: '/login', mfaLockout: '/mfa-lockout' });
    expect(REDIRECTS).toEqual([
      { from: '/repository', to: '/resources' },
      { from: '/auth', to: '/login' },
    ]);
  });
});
