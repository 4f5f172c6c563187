/** The `code`, `status` and `message` of an auth or database error, whatever its class. */
export type ErrorInfo = { code?: string; status?: number; message: string };

export function errorInfo(error: unknown): ErrorInfo {
  if (error && typeof error === 'object') {
    const { code, status, message } = error as Record<string, unknown>;
    return {
      code: typeof code === 'string' ? code : undefined,
      status: typeof status === 'number' ? status : undefined,
      message: typeof message === 'string' ? message.trim() : '',
    };
  }
  return { message: typeof error === 'string' ? error : '' };
}
