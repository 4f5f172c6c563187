import { Hono } from 'hono';
import type { StackContext } from '../context.js';

/** Placeholder until this service is implemented (see local-stack/README.md). */
export function createRestApp(_ctx: StackContext): Hono {
  const app = new Hono();
  app.all('*', (c) => c.json({ message: 'not implemented yet' }, 501));
  return app;
}
