import type { ErrorReport } from './report-error';
import type { CsanClient, SupabaseConfig } from './supabase';

type ClientSource = () => { config: SupabaseConfig | null; client: CsanClient | null };

let source: ClientSource = () => ({ config: null, client: null });

/**
 * supabase.ts hands over its runtime config and its client (only when loaded) here, instead of
 * this module importing it: supabase.ts → sync.ts → access-loader.ts reports errors, so an
 * import back would be a cycle.
 */
export function setReportClientSource(next: ClientSource): void {
  source = next;
}

/** The RPC's arguments (20261127150000_client_error_reports.sql). */
function argsOf(report: ErrorReport) {
  return {
    p_remote: report.remote,
    p_message: report.message,
    p_source: report.source,
    p_version: report.version ?? undefined,
    p_action: report.action ?? undefined,
    p_stack: report.stack ?? undefined,
    p_path: report.path || undefined,
  };
}

/**
 * The default sink: one row through report_client_error, which decides everything that
 * matters (limits, masking, the user id from the JWT). With the page's client loaded, through
 * it, so a signed-in member's report carries their id; before that (a visitor on a public page
 * whose remote failed) a plain POST with the anon key, so reporting never pulls supabase-js
 * (53 KB) onto the page. `keepalive` lets a report sent while the page unloads still leave.
 * A refusal (the hourly limit, 429) or a network failure is dropped: a report is best effort.
 */
export async function databaseErrorSink(report: ErrorReport): Promise<void> {
  const { config, client } = source();
  if (client) {
    await client.rpc('report_client_error', argsOf(report));
    return;
  }
  if (!config) return;
  await fetch(`${config.supabaseUrl}/rest/v1/rpc/report_client_error`, {
    method: 'POST',
    keepalive: true,
    headers: {
      apikey: config.supabaseAnonKey,
      Authorization: `Bearer ${config.supabaseAnonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(argsOf(report)),
  });
}
