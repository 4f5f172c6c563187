import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors, userIds } from './support/actors.ts';
import { asActor, type Outcome } from './support/as-role.ts';
import { onPostgres, openSeededDatabase } from './support/database.ts';
import { serviceRole } from './support/service-role.ts';

/**
 * Concurrent requests, each in its own transaction. On PostgreSQL (pool of 20
 * connections) they really overlap and contend for the same row; PGlite has
 * one connection and serialises them, which must give the same answer.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
});
afterAll(async () => {
  await database?.close();
});

function resultOf(outcome: Outcome): Record<string, unknown> {
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
  return outcome.rows[0]?.r as Record<string, unknown>;
}

describe(`races (${onPostgres ? 'PostgreSQL, concurrent' : 'PGlite, serialised'})`, () => {
  it('two simultaneous uses of one backup code: exactly one is valid', async () => {
    await database.db.query(
      `insert into mfa_backup_codes (user_id, code_hash) values ($1, encode(sha256('RACE2026'::bytea), 'hex'))`,
      [userIds.partner],
    );
    const attempts = await Promise.all(
      [1, 2].map(() =>
        asActor(
          database.db,
          actors.partner,
          'select validate_mfa_backup_code($1) as r',
          ['RACE2026'],
          {
            commit: true,
          },
        ),
      ),
    );
    const valid = attempts.map((a) => resultOf(a).valid);
    expect(valid.filter(Boolean)).toHaveLength(1);
  });

  it('a max_uses N code redeemed by N+5 simultaneous orders: exactly N succeed', async () => {
    const maxUses = 10;
    await database.db.exec(
      `insert into discount_codes (code, discount_type, discount_value, max_uses) values ('RACE10', 'percentage', 10, ${maxUses})`,
    );
    const attempts = await Promise.all(
      Array.from({ length: maxUses + 5 }, () =>
        asActor(
          database.db,
          serviceRole,
          `select redeem_discount_code('RACE10', 'Student', 20000) as r`,
          [],
          {
            commit: true,
          },
        ),
      ),
    );
    const results = attempts.map(resultOf);
    expect(results.filter((r) => r.valid)).toHaveLength(maxUses);
    expect(results.filter((r) => !r.valid).map((r) => r.message)).toEqual(
      Array(5).fill('This discount code has reached its usage limit'),
    );
    const { rows } = await database.db.query(
      `select times_used from discount_codes where code = 'RACE10'`,
    );
    expect(rows[0]).toEqual({ times_used: maxUses });
  });
});
