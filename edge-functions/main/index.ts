import { isValidHs256Jwt } from './jwt.ts';
import { bearerToken, functionNameOf, NO_JWT_FUNCTIONS, workerEnv } from './routing.ts';

/**
 * The edge runtime's main service (`edge-runtime start --main-service
 * /home/deno/functions/main`, docker-compose.yml): the self-hosted stand-in for
 * Supabase's functions gateway. It checks the JWT where the function has
 * verify_jwt on, then hands the request to a worker running
 * `/home/deno/functions/<name>/index.ts` (created once, then reused).
 * Hosted Supabase does this itself and never deploys this folder.
 */

interface UserWorker {
  fetch(req: Request): Promise<Response>;
}
interface EdgeRuntimeHost {
  EdgeRuntime: {
    userWorkers: {
      create(options: {
        servicePath: string;
        memoryLimitMb: number;
        workerTimeoutMs: number;
        noModuleCache: boolean;
        importMapPath: string | null;
        envVars: [string, string][];
        forceCreate: boolean;
        netAccessDisabled: boolean;
        cpuTimeSoftLimitMs: number;
        cpuTimeHardLimitMs: number;
      }): Promise<UserWorker>;
    };
  };
}

// The folder above this one: /home/deno/functions in the compose file's mount.
const FUNCTIONS_ROOT = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
const JWT_SECRET = Deno.env.get('JWT_SECRET') ?? '';
// Off only on purpose (e.g. a gateway in front already checks it).
const VERIFY_JWT = Deno.env.get('VERIFY_JWT') !== 'false';

function error(status: number, code: string, message: string): Response {
  return Response.json({ code, message }, { status });
}

async function hasEntry(name: string): Promise<boolean> {
  try {
    return (await Deno.stat(`${FUNCTIONS_ROOT}/${name}/index.ts`)).isFile;
  } catch {
    return false;
  }
}

async function callerAllowed(name: string, req: Request): Promise<boolean> {
  if (!VERIFY_JWT || NO_JWT_FUNCTIONS.has(name) || req.method === 'OPTIONS') return true;
  const token = bearerToken(req);
  return Boolean(token && JWT_SECRET && (await isValidHs256Jwt(token, JWT_SECRET)));
}

Deno.serve(async (req) => {
  const { pathname } = new URL(req.url);
  if (pathname === '/_internal/health') return Response.json({ message: 'ok' });

  const name = functionNameOf(pathname);
  if (!name || !(await hasEntry(name))) return error(404, 'NOT_FOUND', 'Function not found');
  if (!(await callerAllowed(name, req))) return error(401, 'UNAUTHORIZED', 'Invalid JWT');

  const { EdgeRuntime } = globalThis as unknown as EdgeRuntimeHost;
  try {
    const worker = await EdgeRuntime.userWorkers.create({
      servicePath: `${FUNCTIONS_ROOT}/${name}`,
      memoryLimitMb: 256,
      workerTimeoutMs: 400_000,
      noModuleCache: false,
      // Bare specifiers (zod, @supabase/supabase-js) → npm:, as `supabase functions deploy` bundles them.
      importMapPath: `${FUNCTIONS_ROOT}/deno.json`,
      envVars: workerEnv(Deno.env.toObject()),
      forceCreate: false,
      netAccessDisabled: false,
      cpuTimeSoftLimitMs: 1000,
      cpuTimeHardLimitMs: 2000,
    });
    return await worker.fetch(req);
  } catch (failure) {
    // A missing secret (MissingSecretError) or a syntax error lands here: logged, never shown.
    console.error(`function ${name} failed:`, failure);
    return error(503, 'BOOT_ERROR', 'Function failed to boot (please check logs)');
  }
});
