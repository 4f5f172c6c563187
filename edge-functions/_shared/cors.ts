/**
 * The CORS headers Supabase's examples send from functions the browser calls
 * (supabase-js adds authorization, x-client-info, apikey and content-type).
 */
export const corsHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, GET, OPTIONS, PUT, DELETE',
};

/** Answers a browser preflight; undefined for every other request. */
export function preflight(req: Request): Response | undefined {
  return req.method === 'OPTIONS' ? new Response('ok', { headers: corsHeaders }) : undefined;
}
