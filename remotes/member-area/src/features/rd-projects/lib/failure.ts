/**
 * An R&D project read or write that failed: `key` is its translated message under
 * `rdProjects` (the spec's 'Failed to create project'…); the server's text is kept as the
 * error's message and logged.
 */
export class ProjectFailure extends Error {
  constructor(
    readonly key: string,
    serverMessage: string,
  ) {
    super(serverMessage);
    this.name = 'ProjectFailure';
  }
}

/** The translation key of a failure, or `fallback` for any other error. */
export const failureKey = (error: unknown, fallback: string): string =>
  error instanceof ProjectFailure ? error.key : fallback;
