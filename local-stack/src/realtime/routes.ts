import type { Context } from 'hono';
import { Hono } from 'hono';
import { TokenError, type VerifiedToken } from './auth.js';
import type { BroadcastBody } from './protocol.js';
import type { RealtimeService } from './service.js';

/** Realtime's max_payload_size_in_kb default (3000 KB) for one HTTP broadcast request. */
const MAX_BODY_BYTES = 3_000_000;
const MAX_MESSAGES = 100;

async function caller(c: Context, service: RealtimeService): Promise<VerifiedToken | Response> {
  const bearer = /^bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim();
  const token = bearer ?? c.req.header('apikey');
  if (!token) return c.json({ message: 'API key is missing' }, 401);
  try {
    return await service.verify(token);
  } catch (error) {
    if (error instanceof TokenError) return c.json({ message: error.message }, 401);
    throw error;
  }
}

async function readBody(c: Context): Promise<Uint8Array | Response> {
  const length = Number(c.req.header('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) return c.json({ message: 'Payload too large' }, 413);
  const body = new Uint8Array(await c.req.arrayBuffer());
  if (body.length > MAX_BODY_BYTES) return c.json({ message: 'Payload too large' }, 413);
  return body;
}

/**
 * Realtime's HTTP API under /realtime/v1: `POST /api/broadcast` (a batch of messages, what
 * realtime-js falls back to when a channel is not joined) and `POST /api/broadcast/:topic/events/:event`
 * (`httpSend`), both answering 202. A private message is sent only if the caller's RLS on
 * realtime.messages lets it write to the topic.
 */
export function createRealtimeApp(service: RealtimeService): Hono {
  const app = new Hono();

  const send = async (
    token: VerifiedToken,
    topic: string,
    event: string,
    body: BroadcastBody,
    isPrivate: boolean,
  ) => {
    if (isPrivate && !(await service.canWrite(topic, 'broadcast', token))) return false;
    service.hub.broadcast(topic, isPrivate, event, body);
    return true;
  };

  app.post('/api/broadcast', async (c) => {
    const who = await caller(c, service);
    if (who instanceof Response) return who;
    const raw = await readBody(c);
    if (raw instanceof Response) return raw;
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder().decode(raw));
    } catch {
      return c.json({ message: 'Malformed JSON' }, 400);
    }
    const messages = (parsed as { messages?: unknown })?.messages;
    if (!Array.isArray(messages) || messages.length > MAX_MESSAGES)
      return c.json({ errors: { messages: ['is invalid'] } }, 422);
    for (const m of messages as Record<string, unknown>[]) {
      if (typeof m?.topic !== 'string' || typeof m.event !== 'string' || m.topic === '')
        return c.json({ errors: { messages: ['topic and event are required'] } }, 422);
    }
    for (const m of messages as Record<string, unknown>[])
      await send(
        who,
        m.topic as string,
        m.event as string,
        { json: m.payload ?? {} },
        m.private === true,
      );
    return c.body(null, 202);
  });

  app.post('/api/broadcast/:topic/events/:event', async (c) => {
    const who = await caller(c, service);
    if (who instanceof Response) return who;
    const raw = await readBody(c);
    if (raw instanceof Response) return raw;
    const isPrivate = c.req.query('private') === 'true';
    let body: BroadcastBody;
    if ((c.req.header('content-type') ?? '').startsWith('application/octet-stream'))
      body = { binary: raw };
    else {
      try {
        body = { json: JSON.parse(new TextDecoder().decode(raw)) };
      } catch {
        return c.json({ message: 'Malformed JSON' }, 400);
      }
    }
    const sent = await send(who, c.req.param('topic'), c.req.param('event'), body, isPrivate);
    if (!sent)
      return c.json({ message: 'You do not have permissions to write to this Channel topic' }, 403);
    return c.body(null, 202);
  });

  app.notFound((c) => c.json({ errors: { detail: 'Not Found' } }, 404));
  return app;
}
