// The thread that owns PGlite (plain JavaScript: a worker thread loads it without the
// TypeScript loader of the main thread). PGlite runs a statement synchronously in WASM, so
// on the main thread one slow statement would stop every request; here it stops only this
// thread, and the main thread can end it (terminate) when the statement outlives its
// deadline. Messages: {id, op: 'query' | 'exec' | 'close', sql?, params?} →
// {id, ok: true, rows, affectedRows} | {id, ok: false, error}; op 'listen' (sql = the channel)
// adds {notify: channel} messages after a committed NOTIFY.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** The fields of a Postgres error the stack reads (code, detail, hint, constraint, …). */
function plainError(error) {
  const out = { message: error instanceof Error ? error.message : String(error) };
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (value === undefined || value === null) continue;
      if (['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
    }
  }
  return out;
}

const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');

try {
  const lite = workerData.dataDir ? new PGlite(workerData.dataDir) : new PGlite();
  await lite.waitReady;
  port.on('message', async (message) => {
    try {
      if (message.op === 'query') {
        const result = await lite.query(message.sql, message.params ?? []);
        port.postMessage({
          id: message.id,
          ok: true,
          rows: result.rows,
          affectedRows: result.affectedRows ?? 0,
        });
      } else if (message.op === 'exec') {
        await lite.exec(message.sql);
        port.postMessage({ id: message.id, ok: true, rows: [], affectedRows: 0 });
      } else if (message.op === 'listen') {
        // Notifications are read after each statement; a committed NOTIFY wakes the main thread.
        await lite.listen(message.sql, () => port.postMessage({ notify: message.sql }));
        if (message.id) port.postMessage({ id: message.id, ok: true, rows: [], affectedRows: 0 });
      } else if (message.op === 'close') {
        await lite.close();
        port.postMessage({ id: message.id, ok: true, rows: [], affectedRows: 0 });
      }
    } catch (error) {
      port.postMessage({ id: message.id, ok: false, error: plainError(error) });
      // A WASM trap leaves PGlite unusable: end the thread, the main thread reopens it.
      if (error instanceof WebAssembly.RuntimeError) setImmediate(() => process.exit(1));
    }
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ ready: false, error: plainError(error) });
}
