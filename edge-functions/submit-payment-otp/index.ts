import { readRuntimeEnv } from '../_shared/env.ts';
import { createHandler } from './handler.ts';

// Supabase Edge Functions entry: env is validated once at boot (fails fast on a missing secret).
Deno.serve(createHandler({ env: readRuntimeEnv(), fetch }));
