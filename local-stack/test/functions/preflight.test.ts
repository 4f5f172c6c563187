import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../../src/testing/test-stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ seed: false });
});
afterAll(() => stack.stop());

const preflight = (path: string) =>
  fetch(`${stack.url}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin: 'http://portal.example',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type',
    },
  });

// Supabase's functions receive the browser's preflight; the gateway answers the others.
describe('CORS preflights', () => {
  it('reach an edge function, which answers with its own CORS headers', async () => {
    const res = await preflight('/functions/v1/send-lead-notification');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('ok');
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'authorization, x-client-info, apikey, content-type',
    );
    expect(res.headers.get('access-control-allow-methods')).toBe('POST, GET, OPTIONS, PUT, DELETE');
  });

  it('to an unknown function are its 404, as Supabase answers', async () => {
    const res = await preflight('/functions/v1/no-such-function');
    expect(res.status).toBe(404);
  });

  it.each(['/rest/v1/content_leads', '/auth/v1/token', '/storage/v1/object/list/x'])(
    'of %s stay the gateway’s',
    async (path) => {
      const res = await preflight(path);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('http://portal.example');
      expect(res.headers.get('access-control-allow-headers')).toContain('prefer');
      expect(res.headers.get('access-control-max-age')).toBe('86400');
    },
  );
});
