import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { startTestStack } from '../../src/testing/test-stack.js';

// An in-memory stack (tests, DATA_DIR=memory) makes its own storage folder; without this every
// test run left dozens of csan-storage-* folders behind in the system's temp directory.
describe('in-memory storage folder', () => {
  it('is made for an in-memory stack and removed when it stops', async () => {
    const stack = await startTestStack({ seed: false });
    const dir = stack.ctx.config.storageDir;
    expect(path.basename(dir)).toMatch(/^csan-storage-/);
    expect(existsSync(dir)).toBe(true);
    await stack.stop();
    expect(existsSync(dir)).toBe(false);
  });

  it('leaves a folder it was given, and a persistent DATA_DIR, alone', async () => {
    const given = mkdtempSync(path.join(tmpdir(), 'csan-given-'));
    try {
      const stack = await startTestStack({ seed: false, config: { storageDir: given } });
      expect(stack.ctx.config.temporaryStorage).toBe(false);
      await stack.stop();
      expect(existsSync(given)).toBe(true);
    } finally {
      rmSync(given, { recursive: true, force: true });
    }
    expect(loadConfig({ DATA_DIR: '.data' }).temporaryStorage).toBe(false);
  });
});
