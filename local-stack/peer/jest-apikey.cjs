// Loaded by `pnpm peer:supabase-js` into the official suites (jest --setupFiles).
// Supabase's gateway wants an `apikey` on every request and supabase-js always sends one; the
// standalone postgrest-js suite sends none (the CLI's gateway lets that through). Requests to the
// stack without one get the anon key, so the suites test the services rather than the gateway.
const key = process.env.PEER_ANON_KEY;
const original = globalThis.fetch;
if (key && original) {
  globalThis.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!/^http:\/\/(127\.0\.0\.1|localhost):54321\//.test(url)) return original(input, init);
    const headers = new Headers(
      init?.headers ?? (input instanceof Request ? input.headers : undefined),
    );
    if (headers.has('apikey') || headers.has('authorization')) return original(input, init);
    headers.set('apikey', key);
    return original(input, { ...init, headers });
  };
}
