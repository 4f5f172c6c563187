import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { StackContext } from '../context.js';
import { handshakeError, type VerifiedToken, verifyToken } from './auth.js';
import { canWrite, type Policies, readPolicies } from './authorization.js';
import { ChangeFeed } from './changes.js';
import { Connection } from './connection.js';
import { Hub } from './hub.js';
import { type RealtimeLimits, realtimeLimits } from './limits.js';
import { TableCatalog } from './tables.js';

export const WEBSOCKET_PATH = '/realtime/v1/websocket';

/**
 * Supabase Realtime in the stack: the websocket at /realtime/v1/websocket (Phoenix channels as
 * realtime-js speaks them), broadcast and presence between sockets, postgres_changes from the
 * capture triggers, private channels authorised by RLS on realtime.messages.
 */
export class RealtimeService {
  readonly hub = new Hub();
  readonly tables: TableCatalog;
  readonly changes: ChangeFeed;
  readonly limits: RealtimeLimits = realtimeLimits();
  readonly connections = new Set<Connection>();
  private readonly wss: WebSocketServer;
  private readonly synced = new Set<string>();

  constructor(private readonly ctx: StackContext) {
    this.tables = new TableCatalog(ctx.db);
    this.changes = new ChangeFeed(ctx.db, this.tables, (m) =>
      this.hub.broadcast(m.topic, m.isPrivate, m.event, { json: m.payload }),
    );
    this.wss = new WebSocketServer({
      noServer: true,
      maxPayload: this.limits.maxFrameBytes,
      perMessageDeflate: false,
    });
  }

  async start() {
    await this.ctx.db.query('select realtime.sync_publication_triggers()');
    await this.changes.start();
  }

  verify(token: string): Promise<VerifiedToken> {
    return verifyToken(token, this.ctx.config.jwtSecret);
  }

  readPolicies(topic: string, token: VerifiedToken): Promise<Policies> {
    return readPolicies(this.ctx.db, topic, token.role, token.claims);
  }

  canWrite(topic: string, extension: 'broadcast' | 'presence', token: VerifiedToken) {
    return canWrite(this.ctx.db, topic, extension, token.role, token.claims);
  }

  /** A table a channel names gets its capture trigger if it was added to the publication since. */
  async syncTriggers(schema: string, table: string) {
    const key = `${schema}.${table}`;
    if (this.synced.has(key)) return;
    await this.ctx.db.query('select realtime.sync_publication_triggers()');
    const { rows } = await this.ctx.db.query(
      `select 1 from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = $1 and tablename = $2`,
      [schema, table],
    );
    if (rows.length > 0) this.synced.add(key);
  }

  /** The `upgrade` event of the API server: only the Realtime path is a websocket. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== WEBSOCKET_PATH && url.pathname !== `${WEBSOCKET_PATH}/`) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const header = request.headers['x-api-key'];
    const token =
      (typeof header === 'string' ? header : undefined) ?? url.searchParams.get('apikey');
    const refuse = (status: number, message: string) => {
      const body = JSON.stringify({ error: message });
      socket.end(
        `HTTP/1.1 ${status} ${status === 429 ? 'Too Many Requests' : status === 401 ? 'Unauthorized' : 'Error'}\r\n` +
          `Content-Type: application/json\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    };
    if (!token) return refuse(401, 'API key is missing');
    if (this.connections.size >= this.limits.maxConcurrentUsers)
      return refuse(429, 'Too many connected users');
    socket.on('error', () => undefined);
    this.verify(token).then(
      (verified) => {
        if (socket.destroyed) return;
        // The serializer realtime-js asks for (vsn 1.0.0 or 2.0.0, the default).
        const vsn = url.searchParams.get('vsn') === '1.0.0' ? '1.0.0' : '2.0.0';
        this.wss.handleUpgrade(request, socket, head, (ws) => {
          this.connections.add(new Connection(ws, this, { raw: token, verified }, vsn));
        });
      },
      (error) => {
        const { status, message } = handshakeError(error);
        refuse(status, message);
      },
    );
  }

  async close() {
    for (const connection of [...this.connections]) connection.close();
    await this.changes.stop();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}
