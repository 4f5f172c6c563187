/**
 * The Phoenix channel messages realtime-js speaks (vsn 2.0.0): a JSON text frame
 * `[join_ref, ref, topic, event, payload]`, and for broadcasts the binary frames of its
 * serializer (`lib/serializer.ts`): kind 3 (user broadcast push, client → server) and
 * kind 4 (user broadcast, server → client).
 */
export interface Message {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** A broadcast's user payload: JSON, or raw bytes the client sent as an ArrayBuffer. */
export type BroadcastBody = { json: unknown } | { binary: Uint8Array };

export interface BroadcastPush {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  body: BroadcastBody;
  meta?: Record<string, unknown>;
}

export class ProtocolError extends Error {}

/**
 * The serializer a socket asked for with `vsn`: 2.0.0 (arrays, the default of realtime-js) or
 * 1.0.0 (objects `{join_ref, ref, topic, event, payload}`, Phoenix's first JSON format).
 */
export type Vsn = '1.0.0' | '2.0.0';

const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;
const ENCODING_BINARY = 0;
const ENCODING_JSON = 1;
const decoder = new TextDecoder('utf-8', { fatal: true });
const encoder = new TextEncoder();

const optionalString = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

/**
 * A text frame; throws ProtocolError for anything but a 5-element array (vsn 2.0.0) or an object
 * (1.0.0) with a string topic and event.
 */
export function decodeText(text: string, vsn: Vsn = '2.0.0'): Message {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ProtocolError('invalid JSON');
  }
  let fields: unknown[];
  if (vsn === '1.0.0') {
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new ProtocolError('not a message');
    const o = parsed as Record<string, unknown>;
    fields = [o.join_ref, o.ref, o.topic, o.event, o.payload];
  } else {
    if (!Array.isArray(parsed) || parsed.length !== 5) throw new ProtocolError('not a message');
    fields = parsed as unknown[];
  }
  const [joinRef, ref, topic, event, payload] = fields;
  if (typeof topic !== 'string' || typeof event !== 'string')
    throw new ProtocolError('topic and event must be strings');
  return { joinRef: optionalString(joinRef), ref: optionalString(ref), topic, event, payload };
}

/** A binary frame: only the user broadcast push (kind 3) is sent by clients. */
export function decodeBinary(bytes: Uint8Array): BroadcastPush {
  if (bytes.length < 7 || bytes[0] !== KIND_USER_BROADCAST_PUSH)
    throw new ProtocolError('unknown binary message');
  const sizes = [bytes[1], bytes[2], bytes[3], bytes[4], bytes[5]] as number[];
  const encoding = bytes[6];
  let offset = 7;
  const take = (size: number) => {
    if (offset + size > bytes.length) throw new ProtocolError('truncated binary message');
    const part = bytes.subarray(offset, offset + size);
    offset += size;
    try {
      return decoder.decode(part);
    } catch {
      throw new ProtocolError('invalid UTF-8');
    }
  };
  const [joinRef, ref, topic, event, metadata] = sizes.map(take) as string[];
  const rest = bytes.subarray(offset);
  let body: BroadcastBody;
  if (encoding === ENCODING_BINARY) body = { binary: rest.slice() };
  else if (encoding === ENCODING_JSON) {
    try {
      body = { json: JSON.parse(decoder.decode(rest)) };
    } catch {
      throw new ProtocolError('invalid JSON');
    }
  } else throw new ProtocolError('unknown payload encoding');
  let meta: Record<string, unknown> | undefined;
  if (metadata) {
    try {
      meta = JSON.parse(metadata) as Record<string, unknown>;
    } catch {
      throw new ProtocolError('invalid JSON');
    }
  }
  return {
    joinRef: joinRef || null,
    ref: ref || null,
    topic: topic ?? '',
    event: event ?? '',
    body,
    ...(meta ? { meta } : {}),
  };
}

export function encodeText(message: Message, vsn: Vsn = '2.0.0'): string {
  if (vsn === '1.0.0')
    return JSON.stringify({
      join_ref: message.joinRef,
      ref: message.ref,
      topic: message.topic,
      event: message.event,
      payload: message.payload,
    });
  return JSON.stringify([
    message.joinRef,
    message.ref,
    message.topic,
    message.event,
    message.payload,
  ]);
}

/** A broadcast to a client: JSON bodies as a text frame, bytes as a kind-4 binary frame. */
export function encodeBroadcast(
  topic: string,
  event: string,
  body: BroadcastBody,
  meta?: Record<string, unknown>,
  vsn: Vsn = '2.0.0',
): string | Uint8Array | undefined {
  if ('json' in body)
    return encodeText(
      {
        joinRef: null,
        ref: null,
        topic,
        event: 'broadcast',
        payload: { type: 'broadcast', event, payload: body.json, ...(meta ? { meta } : {}) },
      },
      vsn,
    );
  // vsn 1.0.0 has no binary frames: bytes cannot reach such a socket.
  if (vsn === '1.0.0') return undefined;
  const parts = [topic, event, meta ? JSON.stringify(meta) : ''].map((s) => encoder.encode(s));
  const header = 5 + parts.reduce((n, p) => n + p.length, 0);
  const out = new Uint8Array(header + body.binary.length);
  out.set([
    KIND_USER_BROADCAST,
    parts[0]?.length ?? 0,
    parts[1]?.length ?? 0,
    parts[2]?.length ?? 0,
  ]);
  out[4] = ENCODING_BINARY;
  let offset = 5;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  out.set(body.binary, offset);
  return out;
}
