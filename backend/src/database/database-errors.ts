/** Said to clients (503) when the database does not answer: a connect or statement timeout, refusal or a server going away. */
export const DATABASE_UNREACHABLE = 'The database is not reachable; please try again in a moment';

/** SQLSTATE classes of a server that is unavailable: connection exception, insufficient resources, operator intervention, system error. */
const UNAVAILABLE_SQLSTATE_CLASSES = new Set(['08', '53', '57', '58']);
/** Errors of the socket itself (Node's error codes). */
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/** pg's query_timeout: the server said nothing at all (typeorm-options.ts, statementLimits). */
const READ_TIMEOUT = 'Query read timeout';
/** pg and pg-pool raise these as plain Errors, without a code. */
const CONNECTION_MESSAGES = [/^Connection terminated/, /^timeout exceeded when trying to connect/, new RegExp(`^${READ_TIMEOUT}$`)];

/** A statement the server never answered (pg's own error, as a subscriber sees it). */
export const isReadTimeout = (error: unknown): boolean =>
  (error as { message?: unknown } | null)?.message === READ_TIMEOUT;

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The errors to classify: the error, what the driver raised (TypeORM's QueryFailedError wraps it) and its causes. */
function* errorChain(error: unknown): Generator<unknown> {
  for (let current = error, depth = 0; current != null && depth < 5; depth++) {
    yield current;
    const { driverError, cause, errors } = current as {
      driverError?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    // Node reports a refused connection to a name with several addresses as an AggregateError.
    if (Array.isArray(errors)) yield* errors;
    current = driverError ?? cause;
  }
}

function sqlStateOf(error: unknown): string | undefined {
  for (const link of errorChain(error)) {
    const code = codeOf(link);
    if (code !== undefined && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A row's data was refused (SQLSTATE class 22 data exception or 23 integrity constraint): other rows may be fine. */
export function isDataError(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== undefined && (state.startsWith('22') || state.startsWith('23'));
}

/** The database cannot be reached or cannot serve right now: retrying row by row would only wait longer. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of errorChain(error)) {
    const code = codeOf(link);
    if (code !== undefined && NETWORK_ERROR_CODES.has(code)) return true;
    if (code !== undefined && /^[0-9A-Z]{5}$/.test(code))
      return UNAVAILABLE_SQLSTATE_CLASSES.has(code.slice(0, 2));
    const message = (link as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
  }
  return false;
}
