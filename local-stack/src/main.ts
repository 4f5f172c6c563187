import { bcryptEngine } from './auth/bcrypt-engine.js';
import { loadConfig } from './config.js';
import { DEMO_LOGINS, DEMO_PASSWORD, DEMO_TOTP_SECRETS } from './dev/demo-accounts.js';
import { ensureBuilt } from './portal/ensure-built.js';
import { startStack } from './stack.js';

/** `pnpm start`: build what is missing, start API + portal, print where everything is. */
const config = loadConfig();
// The database and API start while the portal's packages build (the portal reads the files per
// request): on a fresh clone that hides the stack's own start-up in the build's time.
const [built, started] = await Promise.allSettled([
  ensureBuilt(config.repoRoot),
  startStack(config),
]);
if (built.status === 'rejected') {
  if (started.status === 'fulfilled') await started.value.stop();
  console.error(built.reason instanceof Error ? built.reason.message : built.reason);
  process.exit(1);
}
if (started.status === 'rejected') throw started.reason;
const stack = started.value;
const siteUrl = config.siteUrl.replace(/\/$/, '');
const areaUrl = (label: string) => {
  const url = new URL(siteUrl);
  url.hostname = `${label}.${url.hostname}`;
  return url.origin;
};
console.log(`
CSAN portal is running
  Portal      ${siteUrl}   (area hosts: ${areaUrl('skillup')}, ${areaUrl('intel')}, ${areaUrl('tools')})
              one sign-in for all of them: the session cookie is on ${new URL(siteUrl).hostname}
  API         ${stack.apiUrl}      (Supabase-compatible: /rest/v1 /auth/v1 /storage/v1 /functions/v1)
  Mailbox     ${stack.apiUrl}/_dev/mail
  Database    ${stack.ctx.db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir ?? 'memory'}`}
  anon key    ${stack.ctx.keys.anonKey}
  Passwords   bcrypt by ${bcryptEngine.name}
  Demo logins (password ${DEMO_PASSWORD}): ${DEMO_LOGINS.join(', ')}
  MFA step    ${Object.entries(DEMO_TOTP_SECRETS)
    .map(([email, secret]) => `${email} TOTP secret ${secret}`)
    .join('\n              ')}
              code: any authenticator app with that secret, or \`pnpm totp admin@csan.test\`
Press Ctrl-C to stop.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping… (closing the database cleanly)');
    stack.stop().then(
      () => {
        // pnpm itself got the same Ctrl-C and reports it as exit 130 ('ELIFECYCLE Command
        // failed'), on purpose since pnpm 10.16 (pnpm/pnpm#9938): this line is the stack's word.
        console.log(
          'Stopped cleanly (exit 0). A following "ELIFECYCLE" line is pnpm reporting the Ctrl-C.',
        );
        process.exit(0);
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
