import type { WebSocket } from 'ws';
import type { Claims } from '../jwt.js';
import { TokenError, type VerifiedToken } from './auth.js';
import type { ChangeEvent, ChangeListener, ChangeSubscription } from './changes.js';
import { FilterError, parseFilter } from './filters.js';
import { type JoinedChannel, presenceKey } from './hub.js';
import { PerSecond } from './limits.js';
import {
  type BroadcastBody,
  type BroadcastPush,
  decodeBinary,
  decodeText,
  encodeText,
  type Message,
  ProtocolError,
  type Vsn,
} from './protocol.js';
import type { RealtimeService } from './service.js';

/** Realtime's confirm_token interval: a token is checked again at least every five minutes. */
const CONFIRM_TOKEN_MS = 5 * 60_000;
const CHANGE_EVENTS = new Set(['*', 'INSERT', 'UPDATE', 'DELETE']);

let nextChannelId = 1;
let nextSubscriptionId = 1;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

class Channel implements JoinedChannel, ChangeListener {
  readonly id = nextChannelId++;
  subscriptions: ChangeSubscription[] = [];
  presenceOn: boolean;
  policies = { broadcast: true, presence: true };
  writeAllowed: { broadcast?: boolean; presence?: boolean } = {};
  presenceCalls: number[] = [];
  tokenTimer: NodeJS.Timeout | undefined;

  constructor(
    readonly connection: Connection,
    readonly topic: string,
    readonly subTopic: string,
    readonly joinRef: string | null,
    readonly isPrivate: boolean,
    readonly selfBroadcast: boolean,
    readonly ackBroadcast: boolean,
    readonly presenceKeyValue: string,
    presenceEnabled: boolean,
    public token: VerifiedToken,
    public accessToken: string,
  ) {
    this.presenceOn = presenceEnabled;
  }

  get vsn(): Vsn {
    return this.connection.vsn;
  }

  canRead(extension: 'broadcast' | 'presence') {
    return this.policies[extension];
  }
  presenceEnabled() {
    return this.presenceOn;
  }
  identity(): { role: string; claims: Claims } {
    return { role: this.token.role, claims: this.token.claims };
  }
  send(frame: string | Uint8Array) {
    this.connection.sendFrame(frame);
  }
  push(event: string, payload: unknown) {
    this.send(
      encodeText({ joinRef: this.joinRef, ref: null, topic: this.topic, event, payload }, this.vsn),
    );
  }
  pushChange(ids: number[], data: Record<string, unknown>) {
    this.push('postgres_changes', { ids, data });
  }
}

/** One websocket: Phoenix's socket with Realtime's channel on every `realtime:*` topic. */
export class Connection {
  private readonly channels = new Map<string, Channel>();
  private readonly joins: PerSecond;
  private readonly events: PerSecond;
  private closed = false;

  constructor(
    private readonly ws: WebSocket,
    private readonly service: RealtimeService,
    /** The socket's own token (the apikey it connected with). */
    private readonly socketToken: { raw: string; verified: VerifiedToken },
    readonly vsn: Vsn = '2.0.0',
  ) {
    this.joins = new PerSecond(service.limits.maxJoinsPerSecond);
    this.events = new PerSecond(service.limits.maxEventsPerSecond);
    ws.on('message', (data, isBinary) => {
      this.receive(data as Buffer, isBinary).catch((error) => {
        console.warn(`realtime: message failed: ${String(error)}`);
      });
    });
    ws.on('close', () => this.teardown());
    ws.on('error', () => this.teardown());
  }

  sendFrame(frame: string | Uint8Array) {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    this.ws.send(frame, { binary: typeof frame !== 'string' });
  }

  private reply(message: Message, status: 'ok' | 'error', response: unknown) {
    this.sendFrame(
      encodeText(
        {
          joinRef: message.joinRef,
          ref: message.ref,
          topic: message.topic,
          event: 'phx_reply',
          payload: { status, response },
        },
        this.vsn,
      ),
    );
  }

  /** Phoenix answers a malformed frame by dropping the socket; so does the stack. */
  private fail(code: number, reason: string) {
    this.ws.close(code, reason);
    this.teardown();
  }

  private async receive(data: Buffer, isBinary: boolean) {
    if (this.closed) return;
    let message: Message;
    let push: BroadcastPush | undefined;
    try {
      if (isBinary) {
        push = decodeBinary(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
        message = {
          joinRef: push.joinRef,
          ref: push.ref,
          topic: push.topic,
          event: 'broadcast',
          payload: { type: 'broadcast', event: push.event },
        };
      } else message = decodeText(data.toString('utf8'), this.vsn);
    } catch (error) {
      if (error instanceof ProtocolError) return this.fail(1007, error.message);
      throw error;
    }
    if (message.topic === 'phoenix' && message.event === 'heartbeat')
      return this.reply(message, 'ok', {});
    if (message.event === 'phx_join') return this.join(message);
    const channel = this.channels.get(message.topic);
    if (!channel || (message.joinRef !== null && message.joinRef !== channel.joinRef))
      return this.reply(message, 'error', { reason: 'unmatched topic' });
    if (!this.events.take()) return this.shutdown(channel, 'Too many messages per second');
    switch (message.event) {
      case 'phx_leave':
        this.reply(message, 'ok', {});
        this.leave(channel);
        return;
      case 'broadcast':
        return this.broadcast(channel, message, push);
      case 'presence':
        return this.presence(channel, message);
      case 'access_token':
        return this.accessToken(channel, message);
      default:
        // Realtime logs unexpected client events and carries on.
        return;
    }
  }

  private async join(message: Message) {
    const { topic } = message;
    const refuse = (reason: string) => this.reply(message, 'error', { reason });
    if (!topic.startsWith('realtime:')) return refuse('unmatched topic');
    if (!this.joins.take()) {
      refuse('ClientJoinRateLimitReached: Too many joins per second');
      return this.fail(1008, 'Too many joins per second');
    }
    const subTopic = topic.slice('realtime:'.length);
    if (subTopic === '') return refuse('TopicNameRequired: You must provide a topic name');
    const existing = this.channels.get(topic);
    // Phoenix closes the channel a second join of the same topic replaces.
    if (existing) {
      existing.push('phx_close', {});
      this.leave(existing);
    }
    if (this.channels.size >= this.service.limits.maxChannelsPerClient)
      return refuse('ChannelRateLimitReached: Too many channels');

    const params = isObject(message.payload) ? message.payload : {};
    const config = isObject(params.config) ? params.config : {};
    const broadcast = isObject(config.broadcast) ? config.broadcast : {};
    const presence = isObject(config.presence) ? config.presence : {};
    const isPrivate = config.private === true || config.private === 'true';
    const rawToken =
      typeof params.access_token === 'string' && !params.access_token.startsWith('sb_')
        ? params.access_token
        : this.socketToken.raw;
    let token: VerifiedToken;
    try {
      token = await this.service.verify(rawToken);
    } catch (error) {
      if (error instanceof TokenError) return refuse(`${error.code}: ${error.message}`);
      throw error;
    }

    let subscriptions: ChangeSubscription[];
    try {
      subscriptions = await this.subscriptions(config.postgres_changes);
    } catch (error) {
      if (error instanceof FilterError)
        return refuse(`RealtimeDisabledForConfiguration: ${error.message}`);
      throw error;
    }
    const channel = new Channel(
      this,
      topic,
      subTopic,
      message.joinRef,
      isPrivate,
      broadcast.self === true,
      broadcast.ack === true,
      presenceKey(presence.key),
      presence.enabled === true,
      token,
      rawToken,
    );
    channel.subscriptions = subscriptions;
    if (isPrivate) {
      channel.policies = await this.service.readPolicies(subTopic, token);
      if (!channel.policies.broadcast && !channel.policies.presence)
        return refuse(
          `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`,
        );
    }
    if (this.closed) return;
    this.channels.set(topic, channel);
    this.service.hub.add(channel);
    if (subscriptions.length > 0) this.service.changes.listeners.add(channel);
    this.scheduleTokenCheck(channel);
    const requested = Array.isArray(config.postgres_changes) ? config.postgres_changes : [];
    this.reply(message, 'ok', {
      postgres_changes: subscriptions.map((s, i) => ({
        ...(isObject(requested[i]) ? requested[i] : {}),
        id: s.id,
      })),
    });
    if (subscriptions.length > 0)
      channel.push('system', {
        message: 'Subscribed to PostgreSQL',
        status: 'ok',
        extension: 'postgres_changes',
        channel: subTopic,
      });
    if (channel.presenceOn) channel.push('presence_state', this.service.hub.presenceState(channel));
  }

  private async subscriptions(list: unknown): Promise<ChangeSubscription[]> {
    if (!Array.isArray(list)) return [];
    const subs: ChangeSubscription[] = [];
    for (const item of list) {
      if (!isObject(item)) continue;
      const event = typeof item.event === 'string' ? item.event.toUpperCase() : '*';
      if (!CHANGE_EVENTS.has(event)) throw new FilterError(`Invalid event: ${String(item.event)}`);
      const schema = typeof item.schema === 'string' ? item.schema : 'public';
      const table = typeof item.table === 'string' ? item.table : undefined;
      const conditions = parseFilter(typeof item.filter === 'string' ? item.filter : undefined);
      const select = Array.isArray(item.select)
        ? item.select.filter((c): c is string => typeof c === 'string')
        : undefined;
      if (table && table !== '*' && schema !== '*') {
        await this.service.syncTriggers(schema, table);
        const info = await this.service.tables.get(schema, table);
        for (const c of conditions)
          if (info && !info.sqlTypes.has(c.column))
            throw new FilterError(`invalid column for filter ${c.column}`);
      }
      subs.push({
        id: nextSubscriptionId++,
        event: event as '*' | ChangeEvent,
        schema,
        table,
        conditions,
        select,
      });
    }
    return subs;
  }

  private scheduleTokenCheck(channel: Channel) {
    clearTimeout(channel.tokenTimer);
    const left = channel.token.exp * 1000 - Date.now();
    channel.tokenTimer = setTimeout(
      () => {
        this.service.verify(channel.accessToken).then(
          (token) => {
            channel.token = token;
            this.scheduleTokenCheck(channel);
          },
          (error) => this.shutdown(channel, error instanceof Error ? error.message : String(error)),
        );
      },
      Math.max(0, Math.min(CONFIRM_TOKEN_MS, left + 50)),
    );
    channel.tokenTimer.unref();
  }

  private async broadcast(channel: Channel, message: Message, push?: BroadcastPush) {
    const payload = isObject(message.payload) ? message.payload : {};
    const event = typeof payload.event === 'string' ? payload.event : undefined;
    if (event === undefined) return;
    const body: BroadcastBody = push ? push.body : { json: payload.payload };
    if (channel.isPrivate) {
      if (channel.writeAllowed.broadcast === undefined)
        channel.writeAllowed.broadcast = await this.service.canWrite(
          channel.subTopic,
          'broadcast',
          channel.token,
        );
      if (!channel.writeAllowed.broadcast) {
        if (channel.ackBroadcast) this.reply(message, 'error', {});
        return;
      }
    }
    this.service.hub.broadcast(
      channel.subTopic,
      channel.isPrivate,
      event,
      body,
      channel,
      push?.meta,
    );
    if (channel.ackBroadcast) this.reply(message, 'ok', {});
  }

  private async presence(channel: Channel, message: Message) {
    const payload = isObject(message.payload) ? message.payload : {};
    const now = Date.now();
    const { maxPresenceCalls, presenceWindowMs } = this.service.limits;
    channel.presenceCalls = channel.presenceCalls.filter((t) => now - t < presenceWindowMs);
    channel.presenceCalls.push(now);
    if (channel.presenceCalls.length > maxPresenceCalls)
      return this.shutdown(channel, 'Client presence rate limit exceeded');
    if (channel.isPrivate) {
      if (channel.writeAllowed.presence === undefined)
        channel.writeAllowed.presence = await this.service.canWrite(
          channel.subTopic,
          'presence',
          channel.token,
        );
      if (!channel.writeAllowed.presence) return this.reply(message, 'error', {});
    }
    if (payload.event === 'track') {
      if (!isObject(payload.payload))
        return this.reply(message, 'error', { reason: 'Presence track payload must be a map' });
      if (JSON.stringify(payload.payload).length > this.service.limits.maxFrameBytes / 5)
        return this.shutdown(channel, 'Track message size exceeded');
      if (!channel.presenceOn) {
        // Realtime enables presence on a channel that tracks without having asked for it.
        channel.presenceOn = true;
        channel.push('presence_state', this.service.hub.presenceState(channel));
      }
      this.service.hub.track(channel, channel.presenceKeyValue, payload.payload);
      return this.reply(message, 'ok', {});
    }
    if (payload.event === 'untrack') {
      this.service.hub.untrack(channel, channel.presenceKeyValue);
      return this.reply(message, 'ok', {});
    }
    return this.reply(message, 'error', {});
  }

  private async accessToken(channel: Channel, message: Message) {
    const payload = isObject(message.payload) ? message.payload : {};
    const raw = payload.access_token;
    if (typeof raw !== 'string' || raw.startsWith('sb_') || raw === channel.accessToken) return;
    let token: VerifiedToken;
    try {
      token = await this.service.verify(raw);
    } catch (error) {
      return this.shutdown(channel, error instanceof Error ? error.message : String(error));
    }
    const before = channel.policies;
    channel.token = token;
    channel.accessToken = raw;
    channel.writeAllowed = {};
    if (channel.isPrivate) {
      channel.policies = await this.service.readPolicies(channel.subTopic, token);
      if (
        (before.broadcast && !channel.policies.broadcast) ||
        (before.presence && !channel.policies.presence)
      )
        return this.shutdown(
          channel,
          `You no longer have permission to read from this Channel topic: ${channel.subTopic}`,
        );
    }
    this.scheduleTokenCheck(channel);
  }

  /** Realtime's shutdown_response: a system error on the channel, then the channel closes. */
  private shutdown(channel: Channel, reason: string) {
    if (this.channels.get(channel.topic) !== channel) return;
    channel.push('system', {
      extension: 'system',
      status: 'error',
      message: reason,
      channel: channel.subTopic,
    });
    channel.push('phx_close', {});
    this.leave(channel);
  }

  private leave(channel: Channel) {
    clearTimeout(channel.tokenTimer);
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
    this.service.hub.remove(channel);
    this.service.changes.listeners.delete(channel);
  }

  private teardown() {
    if (this.closed) return;
    this.closed = true;
    for (const channel of [...this.channels.values()]) this.leave(channel);
    this.service.connections.delete(this);
  }

  /** The stack stops: the socket closes (realtime-js reconnects with back-off). */
  close() {
    this.ws.close(1001, 'server shutting down');
    this.teardown();
  }
}
