/**
 * Leaves the portal for the payment provider's page. A module of its own so tests can observe
 * the redirect (jsdom cannot navigate to another origin).
 */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
