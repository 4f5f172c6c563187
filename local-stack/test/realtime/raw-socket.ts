import WebSocket from 'ws';
import type { TestStack } from '../../src/testing/test-stack.js';

/** A raw Phoenix socket (what realtime-js sends, or anything else) for hostile-input tests. */
export class RawSocket {
  readonly received: unknown[][] = [];
  closed: { code: number; reason: string } | undefined;
  private ref = 0;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data, isBinary) => {
      if (!isBinary) this.received.push(JSON.parse(data.toString()) as unknown[]);
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
    });
  }

  static open(stack: TestStack, key = stack.anonKey): Promise<RawSocket> {
    const url = `${stack.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${key}&vsn=2.0.0`;
    const ws = new WebSocket(url);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new RawSocket(ws)));
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      ws.once('error', reject);
    });
  }

  /** Sends one message and returns its ref. */
  push(topic: string, event: string, payload: unknown, joinRef: string | null = null): string {
    const ref = String(++this.ref);
    // A join names itself as the join ref, as realtime-js does.
    const join = event === 'phx_join' ? ref : joinRef;
    this.ws.send(JSON.stringify([join, ref, topic, event, payload]));
    return ref;
  }

  /** The phx_reply to `ref`, once it arrives. */
  async reply(
    ref: string,
    ms = 3000,
  ): Promise<{ status: string; response: Record<string, unknown> }> {
    const until = Date.now() + ms;
    for (;;) {
      const found = this.received.find((m) => m[1] === ref && m[3] === 'phx_reply');
      if (found) return found[4] as { status: string; response: Record<string, unknown> };
      if (Date.now() > until) throw new Error(`no reply to ${ref}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  async join(topic: string, config: Record<string, unknown> = {}) {
    const ref = this.push(topic, 'phx_join', { config });
    return { ref, reply: await this.reply(ref) };
  }

  async whenClosed(ms = 3000) {
    const until = Date.now() + ms;
    while (!this.closed) {
      if (Date.now() > until) throw new Error('socket still open');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return this.closed;
  }

  close() {
    this.ws.terminate();
  }
}
