/**
 * A failure the page shows as a translated message (`key` in the account namespace, with its
 * interpolation `values`). The server's own message, when there is one worth showing (spec:
 * "server message, or ..."), wins. `sessionEnded`: the server ended the user's sessions (an MFA
 * verification refused by the attempt limit), so the page must not go on with this one.
 */
export class AccountFailure extends Error {
  readonly values: Record<string, unknown> | undefined;
  readonly sessionEnded: boolean;

  constructor(
    readonly key: string,
    readonly serverMessage: string | null = null,
    options: { values?: Record<string, unknown>; sessionEnded?: boolean } = {},
  ) {
    super(serverMessage ?? key);
    this.name = 'AccountFailure';
    this.values = options.values;
    this.sessionEnded = options.sessionEnded ?? false;
  }
}

/** The text to show for any error: the failure's server message or its key, else `fallbackKey`. */
export function failureText(
  error: unknown,
  fallbackKey: string,
  t: (key: string, values?: Record<string, unknown>) => string,
): string {
  if (error instanceof AccountFailure) return error.serverMessage ?? t(error.key, error.values);
  return t(fallbackKey);
}
