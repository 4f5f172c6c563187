import path from 'node:path';
import { expect, test } from '@playwright/test';
import { checkRemote } from '../../scripts/check-remote/check-remote';
import { freePort } from '../support/free-port';
import { shellDist } from '../support/paths';
import { type StackProcess, startStackProcess } from '../support/stack-process';
import { type StaticServer, serveDirectory } from '../support/static-server';
import { translation } from '../support/translations';
import { buildVariantRemote, NEWER_SHARED_UI } from '../support/variant-remote';

/**
 * Deploying one remote alone, built against a newer shared-ui than the running shell's (same
 * shell build, config.json pointing two remotes at variant builds): a remote that imports an
 * export the shell lacks is refused — by `pnpm check:remote` before upload, and by the shell at
 * run time with the unavailable panel and a console message — never run with `undefined`; one
 * that uses only what the shell has works although built against the newer version.
 */
const UNAVAILABLE = translation('shell', 'en', 'remote.unavailableTitle');
const PROVIDED = path.join(shellDist(), 'shared-provided.json');

const NEEDS_NEW_EXPORT = `import { Box, Heading, formatPercent } from '@csan/shared-ui';
export default function Page() {
  return (
    <Box>
      <Heading as="h1">Variant page with a new export</Heading>
      <button type="button" onClick={() => window.alert(formatPercent(0.5))}>Share</button>
    </Box>
  );
}
`;
const USES_KNOWN_EXPORTS = `import { Box, Heading } from '@csan/shared-ui';
export default function Page() {
  return (
    <Box>
      <Heading as="h1">Variant page with known exports</Heading>
    </Box>
  );
}
`;

test.describe.configure({ mode: 'serial' });

let stack: StackProcess;
let servers: StaticServer[] = [];
let portalUrl = '';
let newer = '';
let known = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  newer = buildVariantRemote({ name: 'public_site', expose: 'AboutPage', page: NEEDS_NEW_EXPORT });
  known = buildVariantRemote({
    name: 'membership_checkout',
    expose: 'MembershipPage',
    page: USES_KNOWN_EXPORTS,
  });
  const [newerPort, knownPort, apiPort, portalPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  servers = [await serveDirectory(newer, newerPort), await serveDirectory(known, knownPort)];
  stack = await startStackProcess({
    apiPort,
    portalPort,
    env: {
      REMOTE_URL_PUBLIC_SITE: `http://127.0.0.1:${newerPort}/mf-manifest.json`,
      REMOTE_URL_MEMBERSHIP_CHECKOUT: `http://127.0.0.1:${knownPort}/mf-manifest.json`,
    },
  });
  portalUrl = stack.portalUrl;
});

test.afterAll(async () => {
  await stack?.stop();
  for (const server of servers) await server.close();
});

test('pnpm check:remote refuses the remote that imports an export the shell lacks, naming it', async () => {
  const refused = await checkRemote({
    remote: 'public_site',
    manifestFile: path.join(newer, 'mf-manifest.json'),
    against: PROVIDED,
  });
  expect(refused.ok).toBe(false);
  expect(refused.report).toContain('@csan/shared-ui: missing exports formatPercent');
  expect(refused.report).toContain(`^${NEWER_SHARED_UI}`);

  const accepted = await checkRemote({
    remote: 'membership_checkout',
    manifestFile: path.join(known, 'mf-manifest.json'),
    against: PROVIDED,
  });
  expect(accepted).toMatchObject({ ok: true });
});

test('the shell refuses that remote at run time: the unavailable panel and a clear console message', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${portalUrl}/about`);
  await expect(page.getByText(UNAVAILABLE)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Variant page with a new export' })).toHaveCount(
    0,
  );
  await expect(page.getByRole('banner')).toBeVisible();
  const refusal = errors.find((text) => text.includes('needs shared modules this shell lacks'));
  expect(refusal).toContain('remote "public_site"');
  expect(refusal).toContain('@csan/shared-ui: missing formatPercent');
});

test('a remote built against the newer shared-ui that uses only what the shell has works', async ({
  page,
}) => {
  await page.goto(`${portalUrl}/membership`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Variant page with known exports' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
});
