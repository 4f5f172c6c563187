import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';

/** One rate limit: at most `max` events per `windowSeconds` for one key. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

export interface AuthRateLimits {
  /**
   * Failed password sign-ins per IP (GoTrue's sign_in_sign_ups size: 30 per 5 min). Unlike
   * GoTrue only failures count, so many successful sign-ins from one place (tests, an office
   * behind one address) are never limited.
   */
  token: RateLimit;
  /** Sign-ups per IP (same bucket size as sign-ins). */
  signup: RateLimit;
  /** Refresh-token grants per IP (GoTrue: 150 per 5 min). */
  refresh: RateLimit;
  /** Recovery requests per IP (the per-e-mail 60 s rule is `emailMaxFrequency`). */
  recover: RateLimit;
  /** /verify calls per IP (GoTrue's token_verifications: 30 per 5 min). */
  verify: RateLimit;
  /** Failed MFA verifications per IP (any account) before further attempts get 429. */
  mfaVerifyFailures: RateLimit;
  /** E-mails sent on request (OTP / magic link, resend) per IP; per address it is `emailMaxFrequency`. */
  otp: RateLimit;
  /** Anonymous sign-ins per IP (GoTrue's anonymous_users: 30 an hour). */
  anonymous: RateLimit;
}

/** Everything /auth/v1 can be tuned with; defaults are GoTrue's unless noted. */
export interface AuthSettings {
  passwordMinLength: number;
  /** bcrypt cost factor (GoTrue: 10). Tests lower it to stay fast. */
  bcryptCost: number;
  /** Seconds a revoked refresh token may still be presented without tripping reuse detection. */
  refreshTokenReuseInterval: number;
  /** Lifetime of a recovery link / code, in seconds. */
  recoveryTokenExpiry: number;
  /** Minimum seconds between two recovery e-mails to one address (GoTrue SMTP max_frequency). */
  emailMaxFrequency: number;
  mfaChallengeExpiry: number;
  /** Lifetime of an e-mailed OTP / link other than recovery (`[auth.email] otp_expiry`). */
  otpExpiry: number;
  /** `[auth] enable_anonymous_sign_ins` (off by default, as in the Supabase CLI). */
  anonymousSignIns: boolean;
  /** Lifetime of a PKCE flow state before its code must have been exchanged. */
  flowStateExpiry: number;
  /** Unverified factors older than this are deleted when the user enrolls another. */
  mfaFactorExpiry: number;
  mfaMaxUnverifiedFactors: number;
  /** `pg-functions://postgres/<schema>/<function>` or null when no hook is configured. */
  beforeUserCreatedHook: string | null;
  /** Password Verification Attempt hook (`pg-functions://…`), called after every password check. */
  passwordVerificationAttemptHook: string | null;
  /** MFA Verification Attempt hook (`pg-functions://…`), called after every TOTP code check. */
  mfaVerificationAttemptHook: string | null;
  rateLimits: AuthRateLimits;
  /**
   * Socket addresses of the proxies whose forwarding header is believed (none by default: the
   * stack is reached directly, so the header is anyone's to write and the socket is the client).
   */
  trustedProxies: string[];
  /** The header such a proxy names the client in (GoTrue's GOTRUE_RATE_LIMIT_HEADER). */
  forwardedForHeader: string;
}

/** What a caller (StackConfig.auth, tests) may override; a hook set to `null` is disabled. */
export type AuthSettingsInput = Partial<Omit<AuthSettings, 'rateLimits'>> & {
  rateLimits?: Partial<AuthRateLimits>;
};

const FIVE_MINUTES = 300;

export const DEFAULT_AUTH_SETTINGS: AuthSettings = {
  passwordMinLength: 6,
  bcryptCost: 10,
  refreshTokenReuseInterval: 10,
  recoveryTokenExpiry: 3600,
  emailMaxFrequency: 60,
  mfaChallengeExpiry: 300,
  otpExpiry: 3600,
  anonymousSignIns: false,
  flowStateExpiry: 300,
  mfaFactorExpiry: 300,
  mfaMaxUnverifiedFactors: 10,
  beforeUserCreatedHook: null,
  passwordVerificationAttemptHook: null,
  mfaVerificationAttemptHook: null,
  rateLimits: {
    token: { max: 30, windowSeconds: FIVE_MINUTES },
    signup: { max: 30, windowSeconds: FIVE_MINUTES },
    refresh: { max: 150, windowSeconds: FIVE_MINUTES },
    recover: { max: 30, windowSeconds: FIVE_MINUTES },
    verify: { max: 30, windowSeconds: FIVE_MINUTES },
    mfaVerifyFailures: { max: 30, windowSeconds: FIVE_MINUTES },
    otp: { max: 30, windowSeconds: FIVE_MINUTES },
    anonymous: { max: 30, windowSeconds: 3600 },
  },
  trustedProxies: [],
  forwardedForHeader: 'X-Forwarded-For',
};

type TomlTable = Record<string, unknown>;

function table(value: unknown): TomlTable {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as TomlTable)
    : {};
}

/**
 * The parts of `supabase/config.toml` (Supabase CLI layout) that /auth/v1 honours:
 * `[auth] minimum_password_length`, `enable_anonymous_sign_ins`, `[auth.email] otp_expiry`,
 * `[auth.rate_limit]` and the `enabled`/`uri` of
 * `[auth.hook.before_user_created]`, `[auth.hook.password_verification_attempt]` and
 * `[auth.hook.mfa_verification_attempt]`.
 */
export function settingsFromConfigToml(text: string): AuthSettingsInput {
  const auth = table(parse(text).auth);
  const result: AuthSettingsInput = {};
  if (typeof auth.minimum_password_length === 'number') {
    result.passwordMinLength = auth.minimum_password_length;
  }
  if (typeof auth.enable_anonymous_sign_ins === 'boolean') {
    result.anonymousSignIns = auth.enable_anonymous_sign_ins;
  }
  const email = table(auth.email);
  if (typeof email.otp_expiry === 'number') result.otpExpiry = email.otp_expiry;
  const limits = table(auth.rate_limit);
  const rateLimits: Partial<AuthRateLimits> = {};
  if (typeof limits.sign_in_sign_ups === 'number') {
    const limit = { max: limits.sign_in_sign_ups, windowSeconds: FIVE_MINUTES };
    rateLimits.token = limit;
    rateLimits.signup = limit;
  }
  if (typeof limits.token_refresh === 'number') {
    rateLimits.refresh = { max: limits.token_refresh, windowSeconds: FIVE_MINUTES };
  }
  if (typeof limits.token_verifications === 'number') {
    rateLimits.verify = { max: limits.token_verifications, windowSeconds: FIVE_MINUTES };
  }
  if (typeof limits.anonymous_users === 'number') {
    rateLimits.anonymous = { max: limits.anonymous_users, windowSeconds: 3600 };
  }
  if (Object.keys(rateLimits).length > 0) result.rateLimits = rateLimits;
  const hooks = table(auth.hook);
  const hookUri = (name: string): string | undefined => {
    const hook = table(hooks[name]);
    return hook.enabled === true && typeof hook.uri === 'string' ? hook.uri : undefined;
  };
  const beforeUserCreated = hookUri('before_user_created');
  if (beforeUserCreated) result.beforeUserCreatedHook = beforeUserCreated;
  const passwordAttempt = hookUri('password_verification_attempt');
  if (passwordAttempt) result.passwordVerificationAttemptHook = passwordAttempt;
  const mfaAttempt = hookUri('mfa_verification_attempt');
  if (mfaAttempt) result.mfaVerificationAttemptHook = mfaAttempt;
  return result;
}

function readConfigToml(repoRoot: string): AuthSettingsInput {
  let text: string;
  try {
    text = readFileSync(path.join(repoRoot, 'supabase', 'config.toml'), 'utf8');
  } catch {
    return {};
  }
  // A broken config.toml must stop the stack loudly rather than silently drop a hook.
  return settingsFromConfigToml(text);
}

function parseLimit(value: string | undefined, name: string): RateLimit | undefined {
  if (!value) return undefined;
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  if (!match) throw new Error(`${name} must look like "<max>/<seconds>", got "${value}"`);
  return { max: Number(match[1]), windowSeconds: Number(match[2]) };
}

function parseNumber(value: string | undefined): number | undefined {
  return value === undefined || value === '' ? undefined : Number(value);
}

/** AUTH_* environment variables (documented in src/auth/README.md). */
export function settingsFromEnv(env: NodeJS.ProcessEnv): AuthSettingsInput {
  const result: AuthSettingsInput = {};
  const numbers: [keyof AuthSettings, string][] = [
    ['passwordMinLength', 'AUTH_PASSWORD_MIN_LENGTH'],
    ['bcryptCost', 'AUTH_BCRYPT_COST'],
    ['refreshTokenReuseInterval', 'AUTH_REFRESH_TOKEN_REUSE_INTERVAL'],
    ['recoveryTokenExpiry', 'AUTH_RECOVERY_TOKEN_EXPIRY'],
    ['emailMaxFrequency', 'AUTH_EMAIL_MAX_FREQUENCY'],
  ];
  for (const [key, name] of numbers) {
    const value = parseNumber(env[name]);
    if (value !== undefined) Object.assign(result, { [key]: value });
  }
  const proxies = env.AUTH_TRUSTED_PROXIES?.trim();
  if (proxies) result.trustedProxies = proxies.split(/[\s,]+/).filter(Boolean);
  if (env.AUTH_RATE_LIMIT_HEADER?.trim()) {
    result.forwardedForHeader = env.AUTH_RATE_LIMIT_HEADER.trim();
  }
  const rateLimits: Partial<AuthRateLimits> = {};
  const limitNames: [keyof AuthRateLimits, string][] = [
    ['token', 'AUTH_RATE_LIMIT_TOKEN'],
    ['signup', 'AUTH_RATE_LIMIT_SIGNUP'],
    ['refresh', 'AUTH_RATE_LIMIT_REFRESH'],
    ['recover', 'AUTH_RATE_LIMIT_RECOVER'],
    ['verify', 'AUTH_RATE_LIMIT_VERIFY'],
    ['mfaVerifyFailures', 'AUTH_RATE_LIMIT_MFA_VERIFY_FAILURES'],
    ['otp', 'AUTH_RATE_LIMIT_OTP'],
    ['anonymous', 'AUTH_RATE_LIMIT_ANONYMOUS'],
  ];
  for (const [key, name] of limitNames) {
    const limit = parseLimit(env[name], name);
    if (limit) rateLimits[key] = limit;
  }
  if (Object.keys(rateLimits).length > 0) result.rateLimits = rateLimits;
  return result;
}

function merge(base: AuthSettings, input: AuthSettingsInput): AuthSettings {
  const { rateLimits, ...rest } = input;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  return { ...base, ...defined, rateLimits: { ...base.rateLimits, ...rateLimits } };
}

/** Defaults < supabase/config.toml < AUTH_* env < explicit overrides (StackConfig.auth). */
export function resolveAuthSettings(
  repoRoot: string,
  env: NodeJS.ProcessEnv,
  overrides: AuthSettingsInput = {},
): AuthSettings {
  return [readConfigToml(repoRoot), settingsFromEnv(env), overrides].reduce(
    merge,
    DEFAULT_AUTH_SETTINGS,
  );
}
