import { readRuntimeEnv } from '../_shared/env.ts';
import { createHandler } from './handler.ts';

Deno.serve(createHandler({ env: readRuntimeEnv(), fetch }));
