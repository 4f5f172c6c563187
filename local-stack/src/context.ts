import type { StackConfig } from './config.js';
import type { Database } from './db/database.js';
import type { Mailbox } from './dev/mailbox.js';
import type { ApiKeys } from './jwt.js';
import type { RealtimeService } from './realtime/service.js';

/** What every service of the stack is built from. */
export interface StackContext {
  config: StackConfig;
  db: Database;
  keys: ApiKeys;
  mailbox: Mailbox;
  /** /realtime/v1 (websocket and HTTP broadcast); absent in tools that build an app alone. */
  realtime?: RealtimeService;
}
