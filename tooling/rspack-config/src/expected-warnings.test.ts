import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { consoleWithoutExpectedWarnings } from './expected-warnings';

function capture() {
  const stderr = new PassThrough();
  let text = '';
  stderr.on('data', (chunk) => {
    text += String(chunk);
  });
  const log = consoleWithoutExpectedWarnings(undefined, { stdout: new PassThrough(), stderr });
  return { log, text: () => text };
}

describe('the build console', () => {
  it("drops the MF manifest plugin's note about publicPath 'auto'", () => {
    const { log, text } = capture();
    log.warn(
      "<w> [Module Federation Manifest Plugin] [ Module Federation Manifest Plugin ] Manifest will use absolute path resolution via its host at runtime, reason: publicPath='auto'",
    );
    expect(text()).toBe('');
  });

  it('prints every other warning and error', () => {
    const { log, text } = capture();
    log.warn(
      '<w> [Module Federation Manifest Plugin] Manifest will not generate, because publicPath can only be string',
    );
    log.error('<e> something broke');
    expect(text()).toContain('Manifest will not generate');
    expect(text()).toContain('something broke');
  });
});
