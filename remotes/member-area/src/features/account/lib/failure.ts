/**
 * A failure the page shows as a translated message (`key` in the account namespace). The
 * server's own message, when there is one worth showing (spec: "server message, or ..."), wins.
 */
export class AccountFailure extends Error {
  constructor(
    readonly key: string,
    readonly serverMessage: string | null = null,
  ) {
    super(serverMessage ?? key);
    this.name = 'AccountFailure';
  }
}

/** The text to show for any error: the failure's server message or its key, else `fallbackKey`. */
export function failureText(
  error: unknown,
  fallbackKey: string,
  t: (key: string) => string,
): string {
  if (error instanceof AccountFailure) return error.serverMessage ?? t(error.key);
  return t(fallbackKey);
}
