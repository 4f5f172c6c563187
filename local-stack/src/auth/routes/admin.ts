import { Hono } from 'hono';
import { z } from 'zod';
import { createUser, preparePassword } from '../create-user.js';
import { authTransaction } from '../db.js';
import type { AuthDeps } from '../deps.js';
import { badRequest, notFound, unprocessable } from '../errors.js';
import { type AuthEnv, requireAdmin } from '../guard.js';
import { assertMetadataSize, mergeMetadataSql } from '../metadata-sql.js';
import { unenrollFactor } from '../mfa.js';
import { parsePagination } from '../pagination.js';
import { assertEmail, clientIp, optionalText, readBody } from '../request.js';
import {
  factorJson,
  findUserByEmail,
  findUserById,
  listFactors,
  loadUserJson,
  type UserJson,
} from '../users.js';

const metadata = z.record(z.string(), z.unknown()).nullish();

const createBody = z.object({
  email: optionalText,
  phone: optionalText,
  password: optionalText,
  email_confirm: z.boolean().nullish(),
  user_metadata: metadata,
  app_metadata: metadata,
});

const updateBody = z.object({
  email: optionalText,
  password: optionalText,
  email_confirm: z.boolean().nullish(),
  user_metadata: metadata,
  app_metadata: metadata,
  ban_duration: optionalText,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const userNotFound = () => notFound('user_not_found', 'User not found');

/** `none` lifts a ban; `<n>h|m|s` (a Go duration, as GoTrue takes) bans for that long. */
function banUntil(duration: string): Date | null {
  if (duration === 'none') return null;
  const match = /^(\d+)(h|m|s)$/.exec(duration);
  if (!match) throw badRequest('validation_failed', 'invalid format for ban duration');
  const seconds = Number(match[1]) * { h: 3600, m: 60, s: 1 }[match[2] as 'h' | 'm' | 's'];
  return new Date(Date.now() + seconds * 1000);
}

/** /admin/users for the service role (list, create, read, update, delete). */
export function adminRoutes(deps: AuthDeps): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>();
  const { db } = deps.ctx;
  app.use('/admin/*', requireAdmin(deps));

  app.get('/admin/users', async (c) => {
    const { page, perPage } = parsePagination(c.req.query('page'), c.req.query('per_page'));
    const { users, total } = await authTransaction(db, async (tx) => {
      const count = await tx.query<{ total: number }>(
        'select count(*)::int as total from auth.users where deleted_at is null',
      );
      const ids = await tx.query<{ id: string }>(
        `select id::text from auth.users where deleted_at is null
          order by created_at desc, id limit $1 offset $2`,
        [perPage, (page - 1) * perPage],
      );
      // One query at a time on the transaction's connection (see loadUserJson).
      const users: UserJson[] = [];
      for (const { id } of ids.rows) {
        const user = await findUserById(tx, id);
        if (user) users.push(await loadUserJson(tx, user));
      }
      return { users, total: count.rows[0]?.total ?? 0 };
    });
    c.header('X-Total-Count', String(total));
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const base = `${deps.ctx.config.apiUrl}/auth/v1/admin/users`;
    const links = [`<${base}?page=${lastPage}&per_page=${perPage}>; rel="last"`];
    if (page < lastPage)
      links.unshift(`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`);
    c.header('Link', links.join(', '));
    return c.json({ users, aud: 'authenticated' });
  });

  app.post('/admin/users', async (c) => {
    const body = await readBody(c, createBody);
    if (!body.email) {
      throw badRequest(
        'validation_failed',
        'Cannot create a user without either an email or phone',
      );
    }
    const email = assertEmail(body.email);
    assertMetadataSize(body.user_metadata);
    assertMetadataSize(body.app_metadata, 'App metadata');
    const passwordHash = await preparePassword(deps.settings, body.password);
    const user = await authTransaction(db, async (tx) => {
      const created = await createUser(tx, deps.settings, {
        email,
        passwordHash,
        userMetadata: body.user_metadata ?? {},
        appMetadata: body.app_metadata ?? {},
        emailConfirmed: body.email_confirm ?? false,
        duplicate: {
          code: 'email_exists',
          message: 'A user with this email address has already been registered',
        },
        runHook: false,
        ip: clientIp(c),
      });
      return loadUserJson(tx, created);
    });
    return c.json(user);
  });

  app.get('/admin/users/:id', async (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id)) throw userNotFound();
    const user = await authTransaction(db, async (tx) => {
      const found = await findUserById(tx, id);
      if (!found) throw userNotFound();
      return loadUserJson(tx, found);
    });
    return c.json(user);
  });

  app.put('/admin/users/:id', async (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id)) throw userNotFound();
    const body = await readBody(c, updateBody);
    assertMetadataSize(body.user_metadata);
    assertMetadataSize(body.app_metadata, 'App metadata');
    const passwordHash =
      body.password === undefined ? undefined : await preparePassword(deps.settings, body.password);
    const email = body.email === undefined ? undefined : assertEmail(body.email);
    const user = await authTransaction(db, async (tx) => {
      const found = await findUserById(tx, id);
      if (!found) throw userNotFound();
      if (email && email !== found.email) {
        if (await findUserByEmail(tx, email)) {
          throw unprocessable(
            'email_exists',
            'A user with this email address has already been registered',
          );
        }
        await tx.query('update auth.users set email = $2 where id = $1::uuid', [id, email]);
        await tx.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text)
            where user_id = $1::uuid and provider = 'email'`,
          [id, email],
        );
      }
      if (passwordHash) {
        await tx.query('update auth.users set encrypted_password = $2 where id = $1::uuid', [
          id,
          passwordHash,
        ]);
      }
      if (body.email_confirm === true) {
        await tx.query(
          'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1::uuid',
          [id],
        );
      }
      if (body.user_metadata) {
        await tx.query(
          `update auth.users set raw_user_meta_data = ${mergeMetadataSql('raw_user_meta_data', '$2')} where id = $1::uuid`,
          [id, JSON.stringify(body.user_metadata)],
        );
      }
      if (body.app_metadata) {
        await tx.query(
          `update auth.users set raw_app_meta_data = ${mergeMetadataSql('raw_app_meta_data', '$2')} where id = $1::uuid`,
          [id, JSON.stringify(body.app_metadata)],
        );
      }
      if (body.ban_duration !== undefined) {
        await tx.query('update auth.users set banned_until = $2 where id = $1::uuid', [
          id,
          banUntil(body.ban_duration),
        ]);
      }
      await tx.query('update auth.users set updated_at = now() where id = $1::uuid', [id]);
      const updated = await findUserById(tx, id);
      if (!updated) throw userNotFound();
      assertMetadataSize(updated.raw_user_meta_data);
      assertMetadataSize(updated.raw_app_meta_data, 'App metadata');
      return loadUserJson(tx, updated);
    });
    return c.json(user);
  });

  app.get('/admin/users/:id/factors', async (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id)) throw userNotFound();
    const factors = await authTransaction(db, async (tx) => {
      if (!(await findUserById(tx, id))) throw userNotFound();
      return listFactors(tx, id);
    });
    return c.json(factors.map(factorJson));
  });

  app.put('/admin/users/:id/factors/:factorId', async (c) => {
    const { id, factorId } = c.req.param();
    if (!UUID.test(id)) throw userNotFound();
    const body = await readBody(c, z.object({ friendly_name: optionalText }));
    const factor = await authTransaction(db, async (tx) => {
      if (UUID.test(factorId) && body.friendly_name !== undefined) {
        await tx.query(
          `update auth.mfa_factors set friendly_name = $3, updated_at = now()
            where id = $2::uuid and user_id = $1::uuid`,
          [id, factorId, body.friendly_name],
        );
      }
      return (await listFactors(tx, id)).find((f) => f.id === factorId);
    });
    if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found');
    return c.json(factorJson(factor));
  });

  // Like GoTrue's admin DeleteFactor: the factor goes, and with it the sessions' aal2 claim.
  app.delete('/admin/users/:id/factors/:factorId', async (c) => {
    const { id, factorId } = c.req.param();
    if (!UUID.test(id)) throw userNotFound();
    const factor = await authTransaction(db, async (tx) => {
      const found = (await listFactors(tx, id)).find((f) => f.id === factorId);
      if (!found) return undefined;
      await unenrollFactor(tx, found.id);
      return found;
    });
    if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found');
    return c.json(factorJson(factor));
  });

  app.delete('/admin/users/:id', async (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id)) throw userNotFound();
    await authTransaction(db, async (tx) => {
      const { affectedRows } = await tx.query('delete from auth.users where id = $1::uuid', [id]);
      if (affectedRows === 0) throw userNotFound();
    });
    return c.json({});
  });

  return app;
}
