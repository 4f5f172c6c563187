import { Hono } from 'hono';
import type { StackContext } from '../context.js';

/** Dev-only helpers: health, the captured mailbox (never mounted in production). */
export function createDevApp(ctx: StackContext): Hono {
  const app = new Hono();
  app.get('/health', async (c) => {
    await ctx.db.query('select 1');
    return c.json({ status: 'ok', database: ctx.db.kind });
  });
  app.get('/mail.json', (c) => c.json(ctx.mailbox.list()));
  app.delete('/mail.json', (c) => {
    ctx.mailbox.clear();
    return c.body(null, 204);
  });
  return app;
}
