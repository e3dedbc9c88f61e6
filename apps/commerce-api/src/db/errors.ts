/** The SQLSTATE and constraint of a database error, looking through the wrappers Drizzle adds. */
export function databaseError(error: unknown): { code?: string; constraint?: string } {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown; message?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      const constraint =
        typeof candidate.constraint === 'string'
          ? candidate.constraint
          : typeof candidate.message === 'string'
            ? /constraint "([^"]+)"/.exec(candidate.message)?.[1]
            : undefined;
      return constraint ? { code: candidate.code, constraint } : { code: candidate.code };
    }
    current = candidate.cause;
  }
  return {};
}
