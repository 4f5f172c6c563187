import type { Database, Queryable } from '../db/database.js';
import { withRequestContext } from '../db/request-context.js';
import type { ApiRole, Claims } from '../jwt.js';
import { type Condition, conditionsSql } from './filters.js';
import type { TableCatalog, TableInfo } from './tables.js';

export type ChangeEvent = 'INSERT' | 'UPDATE' | 'DELETE';

export interface ChangeSubscription {
  /** The id the join reply gives the client; change messages list the ids they match. */
  id: number;
  event: '*' | ChangeEvent;
  schema: string;
  /** undefined or '*': every table of the schema. */
  table: string | undefined;
  conditions: Condition[];
  select: string[] | undefined;
}

/** A joined channel with postgres_changes bindings. */
export interface ChangeListener {
  readonly subscriptions: readonly ChangeSubscription[];
  /** The claims of its current token (a new access_token changes them). */
  identity(): { role: string; claims: Claims };
  pushChange(ids: number[], data: Record<string, unknown>): void;
}

interface QueuedRow {
  id: number | string;
  schema_name: string;
  table_name: string;
  kind: ChangeEvent | 'BROADCAST';
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  commit_timestamp: string | Date;
}

export interface BroadcastFromDatabase {
  topic: string;
  event: string;
  payload: unknown;
  isPrivate: boolean;
}

const API_ROLES: readonly string[] = ['anon', 'authenticated', 'service_role'] satisfies ApiRole[];
const BATCH = 500;

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

function matches(sub: ChangeSubscription, row: QueuedRow): boolean {
  if (sub.event !== '*' && sub.event !== row.kind) return false;
  if (sub.schema !== '*' && sub.schema !== row.schema_name) return false;
  return sub.table === undefined || sub.table === '*' || sub.table === row.table_name;
}

function pick(record: Record<string, unknown>, columns: string[] | undefined) {
  if (!columns) return record;
  return Object.fromEntries(Object.entries(record).filter(([k]) => columns.includes(k)));
}

/**
 * Drains `realtime.changes` (filled by the capture triggers, see platform/0008_realtime.sql)
 * and delivers each change to the channels whose bindings match it, as Supabase's
 * postgres_changes does: for each distinct set of claims, the change is checked in a read-only
 * transaction as that role with those claims (RLS decides: the row must be selectable by its
 * primary key), and each binding's filter is evaluated over the changed row typed as the table's
 * row. DELETE carries the primary key only (Supabase cannot check RLS on a deleted row either).
 */
export class ChangeFeed {
  readonly listeners = new Set<ChangeListener>();
  private running = false;
  private dirty = false;
  private stopped = false;
  private idle: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly tables: TableCatalog,
    private readonly onBroadcast: (message: BroadcastFromDatabase) => void,
  ) {}

  async start() {
    // Changes queued while no one could listen are not replayed (a fresh replication slot).
    await this.db.query('delete from realtime.changes');
    await this.db.listen?.('realtime_changes', () => this.wake());
  }

  stop() {
    this.stopped = true;
    return this.idle;
  }

  /** A NOTIFY arrived: drain (one drain at a time; a wake-up meanwhile drains again). */
  wake() {
    if (this.stopped) return;
    this.dirty = true;
    if (this.running) return;
    this.running = true;
    this.idle = this.drain().finally(() => {
      this.running = false;
    });
  }

  private async drain() {
    while (this.dirty && !this.stopped) {
      this.dirty = false;
      let rows: QueuedRow[];
      try {
        ({ rows } = await this.db.query<QueuedRow>(
          `delete from realtime.changes where id in
             (select id from realtime.changes order by id limit ${BATCH})
           returning id, schema_name, table_name, kind, record, old_record, commit_timestamp`,
        ));
      } catch (error) {
        if (!this.stopped) console.warn(`realtime: reading changes failed: ${String(error)}`);
        return;
      }
      rows.sort((a, b) => Number(a.id) - Number(b.id));
      for (const row of rows) {
        try {
          await this.deliver(row);
        } catch (error) {
          console.warn(`realtime: delivering a change failed: ${String(error)}`);
        }
      }
      if (rows.length === BATCH) this.dirty = true;
    }
  }

  private async deliver(row: QueuedRow) {
    if (row.kind === 'BROADCAST') {
      const m = row.record ?? {};
      if (m.extension === 'broadcast' && typeof m.topic === 'string')
        this.onBroadcast({
          topic: m.topic,
          event: String(m.event ?? ''),
          payload: m.payload,
          isPrivate: m.private === true,
        });
      return;
    }
    const interested = [...this.listeners].filter((l) =>
      l.subscriptions.some((s) => matches(s, row)),
    );
    if (interested.length === 0) return;
    const info = await this.tables.get(row.schema_name, row.table_name);
    if (!info) return;
    const groups = new Map<string, ChangeListener[]>();
    for (const listener of interested) {
      const { role, claims } = listener.identity();
      if (!API_ROLES.includes(role)) continue;
      const key = JSON.stringify([role, claims]);
      groups.set(key, [...(groups.get(key) ?? []), listener]);
    }
    const commitTimestamp =
      row.commit_timestamp instanceof Date
        ? row.commit_timestamp.toISOString()
        : String(row.commit_timestamp);
    await Promise.all(
      [...groups.values()].map((listeners) =>
        this.deliverToGroup(row, info, listeners, commitTimestamp),
      ),
    );
  }

  private async deliverToGroup(
    row: QueuedRow,
    info: TableInfo,
    listeners: ChangeListener[],
    commitTimestamp: string,
  ) {
    const subs = listeners.flatMap((l) => l.subscriptions.filter((s) => matches(s, row)));
    const record = row.kind === 'DELETE' ? row.old_record : row.record;
    const params: unknown[] = [JSON.stringify(record ?? {})];
    const columnType = (c: string) => info.sqlTypes.get(c);
    const predicates = new Map<number, number>();
    const columns: string[] = [];
    for (const sub of subs) {
      const sql = conditionsSql(sub.conditions, columnType, params);
      predicates.set(sub.id, columns.length);
      columns.push(`${sql} as c${columns.length}`);
    }
    const visible =
      row.kind === 'DELETE' || info.primaryKey.length === 0
        ? `has_table_privilege('${info.sql.replaceAll("'", "''")}', 'SELECT') and (${
            row.kind === 'DELETE' || !info.rls
          })`
        : `exists(select 1 from ${info.sql} t where ${info.primaryKey
            .map((k) => `t.${ident(k)} = r.${ident(k)}`)
            .join(' and ')})`;
    const sql = `select ${visible} as visible${columns.length ? `, ${columns.join(', ')}` : ''}
      from jsonb_populate_record(null::${info.sql}, $1::jsonb) r`;
    const { role, claims } = (listeners[0] as ChangeListener).identity();
    let result: Record<string, unknown> | undefined;
    try {
      result = await withRequestContext(
        this.db,
        { role: role as ApiRole, claims },
        { method: 'GET', path: '/realtime/v1', headers: {} },
        // Not `read only`: one round trip less, and the statement only reads.
        async (tx: Queryable) => (await tx.query(sql, params)).rows[0],
      );
    } catch {
      // No privilege on the table (42501), a filter value its column type refuses: nothing.
      return;
    }
    if (!result?.visible) return;
    const oldRecord = (old: Record<string, unknown> | null) =>
      info.replicaIdentityFull && !info.rls
        ? (old ?? {})
        : Object.fromEntries(info.primaryKey.map((k) => [k, old?.[k]]));
    for (const listener of listeners) {
      const own = listener.subscriptions.filter(
        (s) => matches(s, row) && result[`c${predicates.get(s.id)}`] === true,
      );
      if (own.length === 0) continue;
      const select = own.every((s) => s.select)
        ? [...new Set(own.flatMap((s) => s.select ?? []))]
        : undefined;
      const data: Record<string, unknown> = {
        schema: row.schema_name,
        table: row.table_name,
        commit_timestamp: commitTimestamp,
        eventType: row.kind,
        type: row.kind,
        columns: select ? info.columns.filter((c) => select.includes(c.name)) : info.columns,
        errors: null,
      };
      if (row.kind !== 'DELETE') data.record = pick(row.record ?? {}, select);
      if (row.kind !== 'INSERT') data.old_record = pick(oldRecord(row.old_record), select);
      listener.pushChange(
        own.map((s) => s.id),
        data,
      );
    }
  }
}
