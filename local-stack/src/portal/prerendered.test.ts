import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prerenderedDocument } from './prerendered.js';

const dist = mkdtempSync(path.join(tmpdir(), 'csan-dist-'));
mkdirSync(path.join(dist, 'prerendered'));
for (const name of ['index', 'about']) {
  writeFileSync(path.join(dist, 'prerendered', `${name}.html`), name);
}
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('prerenderedDocument (same choice as nginx)', () => {
  it('names / index.html and a one-segment path after itself', () => {
    expect(prerenderedDocument(dist, '/')).toBe(path.join(dist, 'prerendered', 'index.html'));
    expect(prerenderedDocument(dist, '/about')).toBe(path.join(dist, 'prerendered', 'about.html'));
  });

  it('answers null when the build wrote no document for the path', () => {
    expect(prerenderedDocument(dist, '/pillars')).toBeNull();
    expect(prerenderedDocument(dist, '/about/')).toBeNull();
    expect(prerenderedDocument(dist, '/about/team')).toBeNull();
    expect(prerenderedDocument(dist, '/../index')).toBeNull();
  });
});
