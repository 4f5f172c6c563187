import type { SupabaseClient } from '@supabase/supabase-js';
import type { Mailer } from '../_shared/mail.ts';
import {
  MAIL_LANGUAGES,
  type MailLanguage,
  type MailTemplate,
} from '../_shared/mail-templates/types.ts';

/** A claimed row of public.mail_outbox (what mail_outbox_claim returns). */
export interface OutboxRow {
  id: string;
  kind: string;
  user_id: string | null;
  to_email: string;
  language: string;
  idempotency_key: string;
  payload: unknown;
  attempts: number;
}

export interface DrainDeps {
  service: SupabaseClient;
  mailer: Mailer;
  siteUrl: string;
  fetch: typeof fetch;
  // biome-ignore lint/suspicious/noExplicitAny: each template checks its own payload (zod) first.
  templates: Readonly<Record<string, MailTemplate<any>>>;
}

export interface DrainResult {
  sent: number;
  /** Queued again after a backoff (a provider refusal, an attachment that could not be made). */
  retried: number;
  /** Failed for good (unknown kind, invalid payload, a template that cannot render). */
  failed: number;
}

/** Whole rows per claim, and claims per call: at most 100 mails per run of the function. */
export const BATCH_SIZE = 20;
export const MAX_BATCHES = 5;

class PermanentMailError extends Error {}

const languageOf = (value: string): MailLanguage =>
  (MAIL_LANGUAGES as readonly string[]).includes(value) ? (value as MailLanguage) : 'en';

async function must(label: string, result: PromiseLike<{ error: { message: string } | null }>) {
  const { error } = await result;
  if (error) throw new Error(`${label} failed: ${error.message}`);
}

/**
 * Sends one claimed row: render in its language (a mistake here is permanent: it would fail the
 * same way every time), then attachments and send (a failure there is retried). The provider gets
 * the row's idempotency key, so a send repeated after a crash is delivered once.
 */
async function sendRow(deps: DrainDeps, row: OutboxRow): Promise<string> {
  const template = deps.templates[row.kind];
  if (!template) throw new PermanentMailError('unknown mail kind');
  const parsed = template.payload.safeParse(row.payload);
  if (!parsed.success)
    throw new PermanentMailError(`invalid payload: ${parsed.error.issues[0]?.message ?? ''}`);
  const ctx = {
    language: languageOf(row.language),
    to: row.to_email,
    userId: row.user_id,
    siteUrl: deps.siteUrl.replace(/\/+$/, ''),
    service: deps.service,
    fetch: deps.fetch,
  };
  let rendered: ReturnType<typeof template.render>;
  let headers: Record<string, string> | undefined;
  try {
    rendered = template.render(parsed.data, ctx);
    headers = template.headers?.(parsed.data, ctx);
  } catch (error) {
    throw new PermanentMailError(`render failed: ${(error as Error).message}`);
  }
  const attachments = template.attachments ? await template.attachments(parsed.data, ctx) : [];
  const { id } = await deps.mailer.send({
    to: row.to_email,
    ...rendered,
    ...(attachments.length ? { attachments } : {}),
    ...(headers ? { headers } : {}),
    tags: [{ name: 'kind', value: row.kind }],
    idempotencyKey: row.idempotency_key,
  });
  return id;
}

/**
 * Claims due rows (mail_outbox_claim: skip locked, so two runs never take the same row), sends
 * each and marks it sent or failed (mail_outbox_failed retries with a backoff up to
 * mail_max_attempts()). One bad row never stops the others.
 */
export async function drainOutbox(deps: DrainDeps, batchSize = BATCH_SIZE): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, retried: 0, failed: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const { data, error } = await deps.service.rpc('mail_outbox_claim', { batch_size: batchSize });
    if (error) throw new Error(`mail_outbox_claim failed: ${error.message}`);
    const rows = (data ?? []) as OutboxRow[];
    if (rows.length === 0) break;
    for (const row of rows) {
      try {
        const providerId = await sendRow(deps, row);
        await must(
          'mail_outbox_sent',
          deps.service.rpc('mail_outbox_sent', {
            mail_id: row.id,
            provider_message_id: providerId,
          }),
        );
        result.sent++;
      } catch (error) {
        const permanent = error instanceof PermanentMailError;
        console.error(`[mail-outbox] ${row.kind} ${row.id}:`, (error as Error).message);
        await must(
          'mail_outbox_failed',
          deps.service.rpc('mail_outbox_failed', {
            mail_id: row.id,
            error_message: (error as Error).message,
            permanent,
          }),
        );
        if (permanent) result.failed++;
        else result.retried++;
      }
    }
    if (rows.length < batchSize) break;
  }
  return result;
}
