/**
 * A directory read or write that failed: `key` is its translated message under
 * `memberDirectory` (the spec's 'Failed to save profile'…); the server's text is logged.
 */
export class DirectoryFailure extends Error {
  constructor(
    readonly key: string,
    serverMessage: string,
  ) {
    super(serverMessage);
    this.name = 'DirectoryFailure';
  }
}
