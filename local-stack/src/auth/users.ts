import type { Queryable } from '../db/database.js';
import { isoOrNull } from './db.js';

type Json = Record<string, unknown>;

/** The auth.users columns /auth/v1 reads. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  recovery_sent_at: Date | null;
  invited_at: Date | null;
  raw_app_meta_data: Json | null;
  raw_user_meta_data: Json | null;
  created_at: Date;
  updated_at: Date;
  banned_until: Date | null;
  is_anonymous: boolean;
  /** The address an e-mail change is waiting to move to (GoTrue's `new_email`). */
  email_change?: string | null;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Json;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'verified' | 'unverified';
  secret: string | null;
  created_at: Date;
  updated_at: Date;
}

const USER_COLUMNS = `id::text, aud, role, email, encrypted_password, email_confirmed_at, phone,
  phone_confirmed_at, confirmed_at, last_sign_in_at, recovery_sent_at, invited_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until, is_anonymous,
  email_change`;

/** GoTrue stores and compares addresses lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserById(tx: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1::uuid and deleted_at is null`,
    [id],
  );
  return rows[0];
}

export async function findUserByEmail(tx: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users
      where lower(email) = $1 and is_sso_user = false and deleted_at is null`,
    [normaliseEmail(email)],
  );
  return rows[0];
}

export async function listFactors(tx: Queryable, userId: string): Promise<FactorRow[]> {
  const { rows } = await tx.query<FactorRow>(
    `select id::text, user_id::text, friendly_name, factor_type::text, status::text, secret,
            created_at, updated_at
       from auth.mfa_factors where user_id = $1::uuid order by created_at`,
    [userId],
  );
  return rows;
}

async function listIdentities(tx: Queryable, userId: string): Promise<IdentityRow[]> {
  const { rows } = await tx.query<IdentityRow>(
    `select id::text, provider_id, user_id::text, identity_data, provider, last_sign_in_at,
            created_at, updated_at, email
       from auth.identities where user_id = $1::uuid order by created_at`,
    [userId],
  );
  return rows;
}

export function factorJson(factor: FactorRow) {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name ?? '',
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: isoOrNull(factor.created_at),
    updated_at: isoOrNull(factor.updated_at),
  };
}

function identityJson(identity: IdentityRow) {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: isoOrNull(identity.last_sign_in_at),
    created_at: isoOrNull(identity.created_at),
    updated_at: isoOrNull(identity.updated_at),
    email: identity.email ?? undefined,
  };
}

/** Drops null/undefined members, as GoTrue's `omitempty` JSON tags do. */
function omitEmpty<T extends Json>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== null && v !== undefined),
  ) as Partial<T>;
}

/** The user object GoTrue returns (models.User), optionally without identities/factors. */
export function userJson(user: UserRow, identities: IdentityRow[] = [], factors: FactorRow[] = []) {
  return {
    ...omitEmpty({
      id: user.id,
      aud: user.aud ?? 'authenticated',
      role: user.role ?? 'authenticated',
      email: user.email ?? '',
      email_confirmed_at: isoOrNull(user.email_confirmed_at),
      phone: user.phone ?? '',
      phone_confirmed_at: isoOrNull(user.phone_confirmed_at),
      confirmed_at: isoOrNull(user.confirmed_at),
      recovery_sent_at: isoOrNull(user.recovery_sent_at),
      invited_at: isoOrNull(user.invited_at),
      new_email: user.email_change || null,
      last_sign_in_at: isoOrNull(user.last_sign_in_at),
      banned_until: isoOrNull(user.banned_until),
    }),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    ...(factors.length > 0 ? { factors: factors.map(factorJson) } : {}),
    created_at: isoOrNull(user.created_at),
    updated_at: isoOrNull(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
}

export type UserJson = ReturnType<typeof userJson>;

/** The full user object (identities and factors included) of a stored user. */
export async function loadUserJson(tx: Queryable, user: UserRow): Promise<UserJson> {
  // One after the other: `tx` is one connection, and node-postgres deprecates (pg 9 refuses)
  // a query sent while another is running on it (seen as a DeprecationWarning on PostgreSQL).
  const identities = await listIdentities(tx, user.id);
  const factors = await listFactors(tx, user.id);
  return userJson(user, identities, factors);
}

export interface NewUser {
  id: string;
  /** Null for an anonymous user, who has no identity either. */
  email: string | null;
  passwordHash: string | null;
  userMetadata: Json;
  appMetadata: Json;
  emailConfirmed: boolean;
  anonymous?: boolean;
  invited?: boolean;
}

/** Inserts the user and its `email` identity (provider_id = user id, as GoTrue does). */
export async function insertUser(tx: Queryable, user: NewUser): Promise<UserRow> {
  const { rows } = await tx.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password,
        email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
        is_anonymous, invited_at)
      values ('00000000-0000-0000-0000-000000000000', $1::uuid, 'authenticated', 'authenticated',
        $2, $3, case when $4::boolean then now() end, $5::jsonb, $6::jsonb, now(), now(),
        $7::boolean, case when $8::boolean then now() end)
      returning ${USER_COLUMNS}`,
    [
      user.id,
      user.email,
      user.passwordHash,
      user.emailConfirmed,
      JSON.stringify(user.appMetadata),
      JSON.stringify(user.userMetadata),
      user.anonymous ?? false,
      user.invited ?? false,
    ],
  );
  if (user.anonymous) {
    const anonymousRow = rows[0];
    if (!anonymousRow) throw new Error('insert into auth.users returned no row');
    return anonymousRow;
  }
  const identityData = {
    sub: user.id,
    email: user.email,
    email_verified: false,
    phone_verified: false,
  };
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at,
        created_at, updated_at)
      values ($1, $2::uuid, $3::jsonb, 'email', now(), now(), now())`,
    [user.id, user.id, JSON.stringify(identityData)],
  );
  const row = rows[0];
  if (!row) throw new Error('insert into auth.users returned no row');
  return row;
}
