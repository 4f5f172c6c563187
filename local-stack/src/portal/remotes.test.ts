import { describe, expect, it } from 'vitest';
import { remoteEntries } from './remotes.js';

describe('remoteEntries (config.json’s remotes)', () => {
  it('leaves out a remote set to off and adds the extra ones', () => {
    const entries = remoteEntries({
      REMOTE_URL_LIBRARY: 'off',
      REMOTE_URL_TOOLS: 'http://127.0.0.1:1/mf-manifest.json',
      EXTRA_REMOTES: '{"events":"http://127.0.0.1:2/mf-manifest.json"}',
    });
    expect(entries).not.toHaveProperty('library');
    expect(entries.tools).toBe('http://127.0.0.1:1/mf-manifest.json');
    expect(entries.events).toBe('http://127.0.0.1:2/mf-manifest.json');
    expect(entries.public_site).toBe('/remotes/public-site/mf-manifest.json');
  });
});
