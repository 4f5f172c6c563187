import type { StackContext } from '../context.js';

/**
 * Calls one of the scheduled edge functions as production's pg_cron + pg_net does (HTTP POST,
 * the service-role key, body `{}`), so the local path is the deployed one; its JSON answer.
 */
export async function callScheduledFunction<T>(
  ctx: Pick<StackContext, 'config' | 'keys'>,
  name: string,
): Promise<T> {
  const res = await fetch(`${ctx.config.apiUrl}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${ctx.keys.serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: '{}',
  });
  if (!res.ok) throw new Error(`${name} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}
