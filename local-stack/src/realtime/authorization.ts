import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.js';
import type { ApiRole, Claims } from '../jwt.js';

export interface Policies {
  broadcast: boolean;
  presence: boolean;
}

/** The claims' role and settings a check runs with, as Realtime's set_conn_config sets them. */
function settingsSql(topic: string, role: string, claims: Claims): [string, unknown[]] {
  return [
    `select set_config('role', $1, true), set_config('realtime.topic', $2, true),
            set_config('request.jwt.claims', $3, true), set_config('request.jwt.claim.sub', $4, true),
            set_config('request.jwt.claim.role', $1, true), set_config('request.headers', '{}', true)`,
    [role, topic, JSON.stringify(claims), typeof claims.sub === 'string' ? claims.sub : ''],
  ];
}

const API_ROLES: readonly string[] = ['anon', 'authenticated', 'service_role'] satisfies ApiRole[];

/**
 * Realtime Authorization, read side (Authorization.get_read_authorizations): one probe row per
 * extension is written to realtime.messages as the service, then selected as the caller; the
 * rows its SELECT policies let it see say what it may read. Rolled back either way.
 */
export async function readPolicies(
  db: Database,
  topic: string,
  role: string,
  claims: Claims,
): Promise<Policies> {
  if (!API_ROLES.includes(role)) return { broadcast: false, presence: false };
  const ids = { broadcast: randomUUID(), presence: randomUUID() };
  const seen = new Set<string>();
  await db
    .transaction(async (tx) => {
      await tx.query(
        `insert into realtime.messages (id, topic, extension) values ($1, $3, 'broadcast'), ($2, $3, 'presence')`,
        [ids.broadcast, ids.presence, topic],
      );
      const [sql, params] = settingsSql(topic, role, claims);
      await tx.query(sql, params);
      const { rows } = await tx.query<{ id: string }>(
        'select id from realtime.messages where id = any($1::uuid[])',
        [[ids.broadcast, ids.presence]],
      );
      for (const row of rows) seen.add(row.id);
      throw rollback;
    })
    .catch((error) => {
      if (error !== rollback) throw error;
    });
  return { broadcast: seen.has(ids.broadcast), presence: seen.has(ids.presence) };
}

/** Write side: may the caller insert a message of this extension for the topic (INSERT policies)? */
export async function canWrite(
  db: Database,
  topic: string,
  extension: 'broadcast' | 'presence',
  role: string,
  claims: Claims,
): Promise<boolean> {
  if (!API_ROLES.includes(role)) return false;
  let allowed = false;
  await db
    .transaction(async (tx) => {
      const [sql, params] = settingsSql(topic, role, claims);
      await tx.query(sql, params);
      try {
        await tx.query('insert into realtime.messages (topic, extension) values ($1, $2)', [
          topic,
          extension,
        ]);
        allowed = true;
      } catch (error) {
        if ((error as { code?: string }).code !== '42501') throw error;
      }
      throw rollback;
    })
    .catch((error) => {
      if (error !== rollback) throw error;
    });
  return allowed;
}

const rollback = new Error('rollback');
