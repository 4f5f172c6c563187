import type { StackConfig } from './config.js';
import type { Database } from './db/database.js';
import type { Mailbox } from './dev/mailbox.js';
import type { ApiKeys } from './jwt.js';

/** What every service of the stack is built from. */
export interface StackContext {
  config: StackConfig;
  db: Database;
  keys: ApiKeys;
  mailbox: Mailbox;
}
