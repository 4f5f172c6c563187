import type { CDPSession, Page } from '@playwright/test';

/**
 * Lighthouse's mobile profile, applied through CDP on a cold cache: 150 ms RTT, 1.6 Mbps down,
 * 750 Kbps up, a CPU 4x slower. The one definition every bench figure is measured under; the
 * session is returned with the Network domain enabled, for the caller's own listeners.
 */
export async function throttleLikeMobile(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}
