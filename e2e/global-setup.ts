import { buildIfMissing } from './support/build';
import { PORTS } from './support/ports';
import { startStackProcess } from './support/stack-process';

/**
 * Builds if needed, then starts the stack every journey uses on the e2e ports with an
 * in-memory database. The returned function is Playwright's global teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  buildIfMissing();
  const stack = await startStackProcess({ apiPort: PORTS.api, portalPort: PORTS.portal });
  return () => stack.stop();
}
