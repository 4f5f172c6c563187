import { randomUUID } from 'node:crypto';
import { type BroadcastBody, encodeBroadcast, encodeText, type Vsn } from './protocol.js';

/** What the hub needs of a joined channel (one per socket and topic). */
export interface JoinedChannel {
  readonly id: number;
  /** `realtime:<subTopic>` as the client named it. */
  readonly topic: string;
  readonly subTopic: string;
  readonly isPrivate: boolean;
  readonly joinRef: string | null;
  readonly selfBroadcast: boolean;
  /** The serializer of its socket. */
  readonly vsn: Vsn;
  /** Private channels: the RLS read check allowed broadcast / presence. */
  canRead(extension: 'broadcast' | 'presence'): boolean;
  presenceEnabled(): boolean;
  send(frame: string | Uint8Array): void;
}

type Meta = Record<string, unknown> & { phx_ref: string; phx_ref_prev?: string };
type PresenceMap = Record<string, { metas: Meta[] }>;

/** Channels and presences of one topic; public and private topics of one name stay apart. */
interface Room {
  channels: Set<JoinedChannel>;
  /** presence key → channel id → its current meta. */
  presences: Map<string, Map<number, Meta>>;
}

/** Topic → channels, broadcast fan-out and presence, in this process (one stack, one node). */
export class Hub {
  private readonly rooms = new Map<string, Room>();

  private key(subTopic: string, isPrivate: boolean) {
    return `${isPrivate ? 'private' : 'public'}:${subTopic}`;
  }

  private room(subTopic: string, isPrivate: boolean, create = false): Room | undefined {
    const key = this.key(subTopic, isPrivate);
    let room = this.rooms.get(key);
    if (!room && create) {
      room = { channels: new Set(), presences: new Map() };
      this.rooms.set(key, room);
    }
    return room;
  }

  add(channel: JoinedChannel) {
    this.room(channel.subTopic, channel.isPrivate, true)?.channels.add(channel);
  }

  /** Leaves the topic; its presence (if any) leaves with it. */
  remove(channel: JoinedChannel) {
    const room = this.room(channel.subTopic, channel.isPrivate);
    if (!room) return;
    room.channels.delete(channel);
    for (const [key, metas] of room.presences) {
      const meta = metas.get(channel.id);
      if (!meta) continue;
      metas.delete(channel.id);
      if (metas.size === 0) room.presences.delete(key);
      this.diff(room, channel, {}, { [key]: { metas: [meta] } });
    }
    if (room.channels.size === 0 && room.presences.size === 0)
      this.rooms.delete(this.key(channel.subTopic, channel.isPrivate));
  }

  /** A broadcast from a client (`from`), the HTTP API or SQL (no sender). */
  broadcast(
    subTopic: string,
    isPrivate: boolean,
    event: string,
    body: BroadcastBody,
    from?: JoinedChannel,
    meta?: Record<string, unknown>,
  ) {
    const room = this.room(subTopic, isPrivate);
    if (!room) return;
    const frames = new Map<string, string | Uint8Array | undefined>();
    for (const channel of room.channels) {
      if (channel === from && !channel.selfBroadcast) continue;
      if (channel.isPrivate && !channel.canRead('broadcast')) continue;
      // The frame names the topic as each client spelled it (realtime:<subTopic>).
      const key = `${channel.vsn}:${channel.topic}`;
      if (!frames.has(key))
        frames.set(key, encodeBroadcast(channel.topic, event, body, meta, channel.vsn));
      const frame = frames.get(key);
      if (frame !== undefined) channel.send(frame);
    }
  }

  /** The state a channel gets after joining with presence enabled. */
  presenceState(channel: JoinedChannel): PresenceMap {
    const room = this.room(channel.subTopic, channel.isPrivate);
    const state: PresenceMap = {};
    for (const [key, metas] of room?.presences ?? []) state[key] = { metas: [...metas.values()] };
    return state;
  }

  track(channel: JoinedChannel, key: string, payload: Record<string, unknown>) {
    const room = this.room(channel.subTopic, channel.isPrivate, true) as Room;
    let metas = room.presences.get(key);
    if (!metas) {
      metas = new Map();
      room.presences.set(key, metas);
    }
    const previous = metas.get(channel.id);
    const meta: Meta = {
      ...payload,
      phx_ref: randomUUID(),
      ...(previous ? { phx_ref_prev: previous.phx_ref } : {}),
    };
    metas.set(channel.id, meta);
    this.diff(
      room,
      channel,
      { [key]: { metas: [meta] } },
      previous ? { [key]: { metas: [previous] } } : {},
    );
  }

  untrack(channel: JoinedChannel, key: string) {
    const room = this.room(channel.subTopic, channel.isPrivate);
    const metas = room?.presences.get(key);
    const meta = metas?.get(channel.id);
    if (!room || !metas || !meta) return;
    metas.delete(channel.id);
    if (metas.size === 0) room.presences.delete(key);
    this.diff(room, channel, {}, { [key]: { metas: [meta] } });
  }

  private diff(room: Room, origin: JoinedChannel, joins: PresenceMap, leaves: PresenceMap) {
    for (const channel of room.channels) {
      if (!channel.presenceEnabled() && channel !== origin) continue;
      if (channel.isPrivate && !channel.canRead('presence')) continue;
      channel.send(
        encodeText(
          {
            joinRef: channel.joinRef,
            ref: null,
            topic: channel.topic,
            event: 'presence_diff',
            payload: { joins, leaves },
          },
          channel.vsn,
        ),
      );
    }
  }

  /** Channels of all topics (the change feed walks them). */
  *channels(): Iterable<JoinedChannel> {
    for (const room of this.rooms.values()) yield* room.channels;
  }

  get size() {
    return this.rooms.size;
  }
}

export const presenceKey = (configured: unknown) =>
  typeof configured === 'string' && configured !== '' ? configured : randomUUID();
