import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../src/auth/rate-limit.js';
import {
  DEFAULT_AUTH_SETTINGS,
  resolveAuthSettings,
  settingsFromConfigToml,
  settingsFromEnv,
} from '../../src/auth/settings.js';

describe('auth settings', () => {
  it('reads the Supabase CLI config.toml keys for the hook, password length and limits', () => {
    const settings = settingsFromConfigToml(`
[auth]
minimum_password_length = 8
[auth.rate_limit]
sign_in_sign_ups = 12
token_verifications = 7
[auth.hook.before_user_created]
enabled = true
uri = "pg-functions://postgres/public/hook_invitation_only"
`);
    expect(settings).toEqual({
      passwordMinLength: 8,
      rateLimits: {
        token: { max: 12, windowSeconds: 300 },
        signup: { max: 12, windowSeconds: 300 },
        verify: { max: 7, windowSeconds: 300 },
      },
      beforeUserCreatedHook: 'pg-functions://postgres/public/hook_invitation_only',
    });
  });

  it('ignores a disabled hook', () => {
    const settings = settingsFromConfigToml(`
[auth.hook.before_user_created]
enabled = false
uri = "pg-functions://postgres/public/x"
`);
    expect(settings.beforeUserCreatedHook).toBeUndefined();
  });

  it('takes AUTH_* variables and lets explicit overrides win, null disabling the hook', () => {
    expect(settingsFromEnv({ AUTH_BCRYPT_COST: '6', AUTH_RATE_LIMIT_TOKEN: '5/60' })).toEqual({
      bcryptCost: 6,
      rateLimits: { token: { max: 5, windowSeconds: 60 } },
    });
    expect(() => settingsFromEnv({ AUTH_RATE_LIMIT_TOKEN: 'lots' })).toThrow(/<max>\/<seconds>/);
    const resolved = resolveAuthSettings(
      '/nonexistent',
      { AUTH_BCRYPT_COST: '6' },
      {
        bcryptCost: 4,
        beforeUserCreatedHook: null,
      },
    );
    expect(resolved.bcryptCost).toBe(4);
    expect(resolved.beforeUserCreatedHook).toBeNull();
    expect(resolved.rateLimits).toEqual(DEFAULT_AUTH_SETTINGS.rateLimits);
  });
});

describe('rate limiter', () => {
  it('allows max events per window, then refuses until the window slides', () => {
    const limiter = createRateLimiter();
    const limit = { max: 2, windowSeconds: 10 };
    expect(limiter.hit('k', limit, 0)).toBe(true);
    expect(limiter.hit('k', limit, 1000)).toBe(true);
    expect(limiter.hit('k', limit, 2000)).toBe(false);
    expect(limiter.exhausted('k', limit, 2000)).toBe(true);
    expect(limiter.hit('k', limit, 10_001)).toBe(true);
    expect(limiter.hit('other', limit, 2000)).toBe(true);
  });
});
