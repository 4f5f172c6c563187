import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyResponse } from './early-responses';
import { startBoot } from './start';

/**
 * A Module Federation runtime plugin of the shell, so it runs when the MF runtime starts: before
 * the shared chunks (React, Chakra, router, …) have downloaded and long before main.tsx runs.
 * It starts the boot sequence there, so the page's remote downloads in parallel with them
 * instead of after React's first render. It must import nothing shared (no React, no
 * @csan/*): shared modules do not exist yet at this point.
 */
export default function earlyStartPlugin(): ModuleFederationRuntimePlugin {
  // A failure is main.tsx's to report (it awaits the same promise and shows BootError).
  startBoot(window.location).catch(() => undefined);
  return {
    name: 'csan-early-start',
    // A manifest the document's early script already asked for (boot/early-fetch.ts: the
    // prerendered page's remote) is read from that request; any other goes to the network.
    fetch: (url, init) =>
      takeEarlyResponse(new URL(url, window.location.href).href).then(
        (early) => early ?? fetch(url, init),
      ),
  };
}
