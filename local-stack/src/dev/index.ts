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
export function createDevApp(ctx: StackContext): Hono {
  const app = new Hono();
  app.get('/health', async (c) => {
    await ctx.db.query('select 1');
    return c.json({ status: 'ok', database: ctx.db.kind });
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
