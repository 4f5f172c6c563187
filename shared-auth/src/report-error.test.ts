import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError } from './data-error';
import {
  DEDUPE_WINDOW_MS,
  type ErrorReport,
  REPORTS_PER_MINUTE,
  reportError,
  resetErrorReportingForTests,
  setRemoteVersion,
} from './report-error';
import { databaseErrorSink, setReportClientSource } from './report-error-database';
import {
  type CsanClient,
  configureSupabase,
  resetSupabaseForTests,
  setSupabaseForTests,
} from './supabase';

let clock = 1_000_000;
let sent: ErrorReport[] = [];
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  clock = 1_000_000;
  sent = [];
  resetErrorReportingForTests({ sinks: [(report) => void sent.push(report)], clock: () => clock });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  resetSupabaseForTests();
  resetErrorReportingForTests();
});

describe('reportError', () => {
  it('sends a report after the current task, never during the call', async () => {
    reportError(new Error('Boom'), { remote: 'library', source: 'query' });
    expect(sent).toEqual([]);
    await flush();
    expect(sent).toEqual([
      expect.objectContaining({
        remote: 'library',
        source: 'query',
        message: 'Boom',
        version: null,
        action: null,
      }),
    ]);
    expect(sent[0]?.stack).toContain('Boom');
  });

  it('sends a burst of the same error once, again after the window', async () => {
    for (let i = 0; i < 5; i += 1) reportError(new Error('Same'), { remote: 'library' });
    await flush();
    expect(sent).toHaveLength(1);
    clock += DEDUPE_WINDOW_MS - 1;
    reportError(new Error('Same'), { remote: 'library' });
    await flush();
    expect(sent).toHaveLength(1);
    clock += 1;
    reportError(new Error('Same'), { remote: 'library' });
    await flush();
    expect(sent).toHaveLength(2);
  });

  it('tells apart the same message from another remote', async () => {
    reportError(new Error('Same'), { remote: 'library' });
    reportError(new Error('Same'), { remote: 'tools' });
    await flush();
    expect(sent.map((r) => r.remote)).toEqual(['library', 'tools']);
  });

  it('sends a failure caught twice in one task once, with the action the second named', async () => {
    const error = new Error('insert failed');
    reportError(error, { remote: 'admin_console', source: 'mutation' });
    reportError(error, { remote: 'admin-console', action: 'discount code create' });
    await flush();
    expect(sent).toEqual([
      expect.objectContaining({
        remote: 'admin_console',
        source: 'mutation',
        action: 'discount code create',
      }),
    ]);
  });

  it(`sends at most ${REPORTS_PER_MINUTE} different reports a minute from a page`, async () => {
    for (let i = 0; i < REPORTS_PER_MINUTE + 5; i += 1) {
      reportError(new Error(`Error ${i}`), { remote: 'library' });
    }
    await flush();
    expect(sent).toHaveLength(REPORTS_PER_MINUTE);
    clock += 60_000;
    reportError(new Error('Later'), { remote: 'library' });
    await flush();
    expect(sent).toHaveLength(REPORTS_PER_MINUTE + 1);
  });

  it("cuts texts to the database's limits and keeps only the page's path", async () => {
    window.history.replaceState(null, '', '/checkout?email=ama%40example.org#token');
    const error = new Error('m'.repeat(5000));
    error.stack = 's'.repeat(10_000);
    reportError(error, {
      remote: 'membership-checkout',
      version: 'v'.repeat(100),
      action: 'a'.repeat(300),
    });
    await flush();
    const [report] = sent;
    expect(report?.message).toHaveLength(1000);
    expect(report?.stack).toHaveLength(4000);
    expect(report?.version).toHaveLength(64);
    expect(report?.action).toHaveLength(100);
    expect(report?.path).toBe('/checkout');
    window.history.replaceState(null, '', '/');
  });

  it('names remotes as Module Federation does and uses the version their manifest declared', async () => {
    setRemoteVersion('admin_console', '1.4.2');
    reportError(new Error('Boom'), { remote: 'admin-console' });
    reportError(new Error('Other'), { remote: 'admin_console', version: '9.9.9' });
    await flush();
    expect(sent.map((r) => [r.remote, r.version])).toEqual([
      ['admin_console', '1.4.2'],
      ['admin_console', '9.9.9'],
    ]);
  });

  it("keeps a DataError's code and any thrown value's message", async () => {
    reportError(new DataError({ message: 'permission denied', code: '42501', status: 403 }), {
      remote: 'library',
    });
    reportError('plain text', { remote: 'library' });
    reportError({ message: 'from an object', code: 'PGRST116' }, { remote: 'library' });
    reportError(undefined, { remote: 'library' });
    await flush();
    expect(sent.map((r) => r.message)).toEqual([
      'DataError: permission denied (42501)',
      'plain text',
      'from an object (PGRST116)',
      'undefined',
    ]);
  });

  it('never throws: not for a failing sink, a hostile error or a broken console', async () => {
    resetErrorReportingForTests({
      sinks: [
        () => {
          throw new Error('sink broke');
        },
        () => Promise.reject(new Error('sink rejected')),
        (report) => void sent.push(report),
      ],
    });
    const hostile = {
      get message(): string {
        throw new Error('getter');
      },
    };
    const unprintable = Object.create(null);
    expect(() => reportError(hostile, { remote: 'library' })).not.toThrow();
    expect(() => reportError(unprintable, { remote: 'library' })).not.toThrow();
    vi.spyOn(console, 'error').mockImplementation(() => {
      throw new Error('console broke');
    });
    expect(() => reportError(new Error('x'), { remote: 'library' })).not.toThrow();
    await flush();
    // The healthy sink still got what could be reported.
    expect(sent.length).toBeGreaterThanOrEqual(1);
  });
});

describe('the database sink', () => {
  const report: ErrorReport = {
    remote: 'tools',
    version: '0.1.0',
    source: 'federation',
    action: null,
    message: 'Boom',
    stack: null,
    path: '/tools',
  };

  it('does nothing before the page is configured, nor with a test’s fake client', async () => {
    setSupabaseForTests({ rpc: vi.fn() } as unknown as CsanClient);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await databaseErrorSink(report);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('posts to the RPC with the anon key while supabase-js is not loaded', async () => {
    configureSupabase({ supabaseUrl: 'https://api.example.test', supabaseAnonKey: 'anon-key' });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null));
    await databaseErrorSink(report);
    expect(fetchSpy).toHaveBeenCalledWith(
      'https://api.example.test/rest/v1/rpc/report_client_error',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
    const init = fetchSpy.mock.calls[0]?.[1];
    expect(init?.headers).toMatchObject({ apikey: 'anon-key', Authorization: 'Bearer anon-key' });
    expect(JSON.parse(String(init?.body))).toEqual({
      p_remote: 'tools',
      p_message: 'Boom',
      p_source: 'federation',
      p_version: '0.1.0',
      p_path: '/tools',
    });
  });

  it("goes through the page's client once it is loaded (the member's id rides on its JWT)", async () => {
    const rpc = vi.fn().mockResolvedValue({ data: null, error: null });
    // Replaces supabase.ts's source for the rest of this file: keep this test last.
    setReportClientSource(() => ({ config: null, client: { rpc } as unknown as CsanClient }));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await databaseErrorSink(report);
    expect(rpc).toHaveBeenCalledWith(
      'report_client_error',
      expect.objectContaining({ p_remote: 'tools', p_message: 'Boom' }),
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
