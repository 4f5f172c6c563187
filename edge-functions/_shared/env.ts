import { z } from 'zod';

/** Environment as a plain map: Deno.env.toObject() in Deno, process.env in Node, a stub in tests. */
export type EnvSource = Readonly<Record<string, string | undefined>>;

/** What every function's `createHandler` receives: its environment and the fetch to use. */
export interface FunctionDeps {
  env: EnvSource;
  fetch: typeof fetch;
}

export type Handler = (req: Request) => Promise<Response>;

/** Thrown at start-up, naming every missing or invalid secret, so a bad deploy fails loudly. */
export class MissingSecretError extends Error {
  constructor(readonly names: string[]) {
    super(
      `Missing or invalid secret(s): ${names.join(', ')} (set them with \`supabase secrets set\`)`,
    );
    this.name = 'MissingSecretError';
  }
}

export const supabaseEnv = {
  SUPABASE_URL: z.url(),
  SUPABASE_ANON_KEY: z.string().min(1),
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(1),
};

export const mailEnv = {
  MAIL_API_URL: z.url(),
  MAIL_API_KEY: z.string().min(1),
  /** e.g. `CSAN Portal <no-reply@csan.africa>`: a sender the mail provider has verified. */
  MAIL_FROM: z.string().min(3),
};

export const siteEnv = { SITE_URL: z.url() };

/** Paystack's API; only the local stack (its dev provider) or a mock points elsewhere. */
export const PAYSTACK_DEFAULT_BASE_URL = 'https://api.paystack.co';

export const paystackEnv = {
  PAYSTACK_SECRET_KEY: z.string().regex(/^sk_(test|live)_/),
  PAYSTACK_BASE_URL: z.url().default(PAYSTACK_DEFAULT_BASE_URL),
};

/** Validates the variables a function needs; fails fast with their names, never their values. */
export function loadEnv<Shape extends z.ZodRawShape>(
  shape: Shape,
  source: EnvSource,
): z.infer<z.ZodObject<Shape>> {
  const result = z.object(shape).safeParse(source);
  if (!result.success) {
    const names = [...new Set(result.error.issues.map((issue) => String(issue.path[0])))];
    throw new MissingSecretError(names);
  }
  return result.data;
}

interface DenoEnvHost {
  Deno?: { env: { toObject(): Record<string, string> } };
  process?: { env: Record<string, string | undefined> };
}

/** The runtime's environment: Deno's in Supabase Edge Functions, process.env under Node. */
export function readRuntimeEnv(): EnvSource {
  const host = globalThis as DenoEnvHost;
  return host.Deno?.env.toObject() ?? host.process?.env ?? {};
}
