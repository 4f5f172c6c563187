import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Debian's Chromium first: a Playwright browser download cannot work on these machines. */
const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Flags for a headless Chromium in containers and on shared 2-core CI machines. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  // *.csan.test is the nginx test's domain; csan.localhost (the main host) and its area hosts
  // already resolve to loopback in Chromium, the mapping just makes it independent of IPv6.
  '--host-resolver-rules=MAP csan.test 127.0.0.1, MAP *.csan.test 127.0.0.1, MAP csan.localhost 127.0.0.1, MAP *.csan.localhost 127.0.0.1',
];

/**
 * The Chromium to drive: CHROMIUM_PATH, else Debian's, else one Playwright installed.
 * Throws a message naming the fix when there is none, so the run fails at once.
 */
export function chromiumExecutable(): string | undefined {
  const override = process.env.CHROMIUM_PATH;
  if (override) {
    if (!existsSync(override)) throw new Error(`CHROMIUM_PATH=${override} does not exist.`);
    return override;
  }
  const system = SYSTEM_CHROMIUMS.find((file) => existsSync(file));
  if (system) return system;
  if (existsSync(chromium.executablePath())) return undefined; // Playwright's own browser.
  throw new Error(
    "No Chromium found for the e2e tests. Install Debian's: `apt-get install -y chromium` " +
      '(or set CHROMIUM_PATH to a Chromium binary).',
  );
}
