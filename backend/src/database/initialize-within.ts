import { DataSource, type DataSourceOptions } from 'typeorm';

/** Where a Postgres URL points, without its password (for the log). */
function where(options: DataSourceOptions): string {
  const url = 'url' in options && options.url ? new URL(options.url) : undefined;
  return url ? `${url.hostname}:${url.port || 5432}${url.pathname}` : 'the configured host';
}

/**
 * Connects to the database at start, saying what it waits for: a backend that starts before its
 * Postgres (compose, Kubernetes) logs each failed attempt, and after DATABASE_CONNECT_TIMEOUT_S
 * gives up with a message that names the variable, instead of waiting in silence. Outages after
 * the start are not handled here: requests get a 503 while the database is away.
 */
export async function initializeWithin(
  options: DataSourceOptions,
  seconds: number,
  log: (message: string) => void,
): Promise<DataSource> {
  const deadline = Date.now() + seconds * 1000;
  for (let attempt = 1; ; attempt++) {
    try {
      return await new DataSource(options).initialize();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const left = Math.ceil((deadline - Date.now()) / 1000);
      if (left <= 0)
        throw new Error(
          `The database at ${where(options)} did not answer within DATABASE_CONNECT_TIMEOUT_S (${seconds} s): ` +
            `${reason}. Check DATABASE_URL and that Postgres is running.`,
          { cause: error },
        );
      log(
        `Waiting for the database at ${where(options)} (attempt ${attempt}: ${reason}); giving up in ${left} s`,
      );
      await new Promise((resolve) => setTimeout(resolve, Math.min(2_000, left * 1000)));
    }
  }
}
