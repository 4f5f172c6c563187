import type { ConsoleMessage, Page } from '@playwright/test';

/**
 * Chromium's warning when Playwright blocks a service worker's registration: every journey but
 * the offline ones blocks the portal's worker (playwright.config.ts, `serviceWorkers: 'block'`),
 * so every page load says it. That warning is the test configuration's, not the page's.
 */
export const isBlockedWorkerWarning = (text: string): boolean =>
  text.startsWith('Service Worker registration blocked');

/**
 * Collects, from now on, every console warning or error and uncaught exception of the page
 * (with the path it happened on) — a journey then expects the list empty.
 */
export function recordConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (isBlockedWorkerWarning(message.text())) return;
    if (message.type() === 'warning' || message.type() === 'error') {
      problems.push(`${message.type()} on ${new URL(page.url()).pathname}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`));
  return problems;
}
