import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { unprocessable } from './errors.js';
import { runBeforeUserCreatedHook } from './hooks.js';
import { assertPasswordStrength, hashPassword } from './password.js';
import type { AuthSettings } from './settings.js';
import { findUserByEmail, insertUser, type UserRow, userJson } from './users.js';

type Json = Record<string, unknown>;

export interface CreateUserInput {
  /** Null for an anonymous sign-in. */
  email: string | null;
  /** From preparePassword(), computed before the transaction so bcrypt never holds it open. */
  passwordHash: string | null;
  userMetadata: Json;
  appMetadata: Json;
  emailConfirmed: boolean;
  /** GoTrue answers sign-up and admin create with different codes for a taken address. */
  duplicate: { code: string; message: string };
  /** Sign-up runs the before-user-created hook; GoTrue's admin create does not. */
  runHook: boolean;
  ip: string;
  anonymous?: boolean;
  /** An admin invite: invited_at is set (GoTrue's InviteUser). */
  invited?: boolean;
}

/** Checks the policy and hashes; undefined (admin create without password) stays null. */
export async function preparePassword(
  settings: AuthSettings,
  password: string | undefined,
): Promise<string | null> {
  if (password === undefined) return null;
  assertPasswordStrength(password, settings.passwordMinLength);
  return hashPassword(password, settings.bcryptCost);
}

/**
 * The one path that creates users (sign-up and admin create): uniqueness, the before-user-created hook on the user as it would be stored,
 * then the insert, all in the caller's transaction so a refusal leaves nothing.
 */
export async function createUser(
  tx: Queryable,
  settings: AuthSettings,
  input: CreateUserInput,
): Promise<UserRow> {
  if (input.email !== null && (await findUserByEmail(tx, input.email))) {
    throw unprocessable(input.duplicate.code, input.duplicate.message);
  }
  const id = randomUUID();
  const provider = input.anonymous ? 'anonymous' : 'email';
  const appMetadata = { provider, providers: [provider], ...input.appMetadata };
  if (input.runHook && settings.beforeUserCreatedHook) {
    const now = new Date();
    const draft = userJson({
      id,
      aud: 'authenticated',
      role: '',
      email: input.email,
      encrypted_password: null,
      email_confirmed_at: null,
      phone: null,
      phone_confirmed_at: null,
      confirmed_at: null,
      last_sign_in_at: null,
      recovery_sent_at: null,
      invited_at: null,
      raw_app_meta_data: appMetadata,
      raw_user_meta_data: input.userMetadata,
      created_at: now,
      updated_at: now,
      banned_until: null,
      is_anonymous: input.anonymous ?? false,
    });
    // raw_user_meta_data mirrors user_metadata for hook authors who think in auth.users columns.
    const payloadUser = { ...draft, raw_user_meta_data: input.userMetadata };
    await runBeforeUserCreatedHook(tx, settings.beforeUserCreatedHook, payloadUser, input.ip);
  }
  return insertUser(tx, {
    id,
    email: input.email,
    passwordHash: input.passwordHash,
    userMetadata: input.userMetadata,
    appMetadata,
    emailConfirmed: input.emailConfirmed,
    anonymous: input.anonymous,
    invited: input.invited,
  });
}
