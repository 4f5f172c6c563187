import { Hono } from 'hono';
import type { StackContext } from '../context.js';
import { createMailApi } from './mail-api.js';
import { renderMailbox } from './mail-page.js';
import { createPaystackProvider } from './paystack/index.js';

/**
 * Dev-only helpers under `/_dev`: health, the captured mailbox (page + JSON),
 * the Resend-compatible mail API functions send through and the Paystack-compatible
 * provider of the payment functions (paystack/). Only the local
 * stack mounts them; production (hosted or self-hosted Supabase) has no /_dev.
 */
/** How long /_dev/health waits for `select 1` before it reports the database busy. */
const HEALTH_PROBE_MS = 20;

export function createDevApp(ctx: StackContext): Hono {
  const app = new Hono();
  // Answers at once: a database busy with a long statement (PGlite runs one at a time) is
  // reported as busy instead of holding the health check behind it.
  app.get('/health', async (c) => {
    const probe = ctx.db.query('select 1').then(
      () => 'ok' as const,
      () => 'down' as const,
    );
    const busy = new Promise<'busy'>((resolve) => setTimeout(resolve, HEALTH_PROBE_MS, 'busy'));
    const state = await Promise.race([probe, busy]);
    if (state === 'down') return c.json({ status: 'error', database: ctx.db.kind }, 503);
    return c.json({ status: 'ok', database: ctx.db.kind, ...(state === 'busy' && { busy: true }) });
  });
  app.get('/mail', (c) => c.html(renderMailbox(ctx.mailbox.list())));
  app.get('/mail.json', (c) => c.json(ctx.mailbox.list()));
  app.delete('/mail.json', (c) => {
    ctx.mailbox.clear();
    return c.body(null, 204);
  });
  app.route('/resend', createMailApi(ctx.mailbox));
  app.route('/paystack', createPaystackProvider(ctx));
  return app;
}
