import { z } from 'zod';
import { requireCaller } from '../_shared/caller.ts';
import { corsHeaders } from '../_shared/cors.ts';
import { type FunctionDeps, type Handler, loadEnv, supabaseEnv } from '../_shared/env.ts';
import { allowMethods, HttpError, readJson, withHttp } from '../_shared/http.ts';
import { createUserClient } from '../_shared/supabase.ts';
import { indicatorsCsv } from './csv.ts';
import { buildStixBundle, type ExportAdvisory, type ExportIndicator } from './stix.ts';

export const exportPayload = z.object({
  advisory_id: z.uuid({ error: 'advisory_id is an advisory id' }),
  format: z.enum(['stix', 'csv'], { error: 'format is stix or csv' }),
});

/** A file name from the title: lower-case words joined by dashes, at most 60 characters. */
export function fileSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'advisory';
}

/**
 * POST { advisory_id, format: 'stix' | 'csv' } → the advisory's indicators as a STIX 2.1 bundle
 * (`<slug>.stix.json`) or CSV (`<slug>.csv`). Reads AS the caller: intel_export_advisory checks
 * the intel flag, aal2 and the TLP rule, and writes the export to the audit log. 401 signed
 * out, 403 without the flag or at aal1, 404 when the caller may not read the advisory (its
 * existence is not revealed), 400 on a bad body.
 */
export function createHandler(deps: FunctionDeps): Handler {
  const config = loadEnv(supabaseEnv, deps.env);
  return withHttp(async (req) => {
    allowMethods(req, 'POST');
    const client = createUserClient(config, req, deps.fetch);
    await requireCaller(client, req);
    const request = await readJson(req, exportPayload);

    const { data, error } = await client.rpc('intel_export_advisory', {
      advisory_id: request.advisory_id,
      format: request.format,
    });
    if (error?.code === 'PT404') throw new HttpError(404, 'Advisory not found');
    if (error?.code === '42501') {
      throw new HttpError(
        403,
        'The intel portal needs the partner flag and a verified second factor',
      );
    }
    if (error?.code === '22023') throw new HttpError(400, error.message);
    if (error) throw new Error(`intel_export_advisory failed: ${error.message}`);

    const { advisory, indicators } = data as {
      advisory: ExportAdvisory;
      indicators: ExportIndicator[];
    };
    const slug = fileSlug(advisory.title);
    if (request.format === 'csv') {
      return new Response(indicatorsCsv(indicators), {
        headers: {
          ...corsHeaders,
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${slug}.csv"`,
        },
      });
    }
    const bundle = buildStixBundle(advisory, indicators, crypto.randomUUID());
    return new Response(JSON.stringify(bundle, null, 2), {
      headers: {
        ...corsHeaders,
        'Content-Type': 'application/stix+json;version=2.1',
        'Content-Disposition': `attachment; filename="${slug}.stix.json"`,
      },
    });
  });
}
