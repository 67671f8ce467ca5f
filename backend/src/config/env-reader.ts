export type Env = Record<string, string | undefined>;

/** The URL's protocol (e.g. 'https:'), '' when it does not parse. */
export function urlProtocol(raw: string): string {
  try {
    return new URL(raw).protocol;
  } catch {
    return '';
  }
}

/**
 * Small readers, one per kind of variable; each pushes a message naming the variable on a bad value
 * onto `problems`, so every configuration problem is reported at once.
 */
export class EnvReader {
  constructor(
    private readonly env: Env,
    readonly problems: string[] = [],
  ) {}

  /** The trimmed value; undefined when unset or blank. */
  string(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  }

  int(name: string, fallback: number, min: number, max: number): number {
    const raw = this.string(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return Number(raw);
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.string(name);
    if (raw === undefined) return fallback;
    if (!(allowed as readonly string[]).includes(raw)) {
      this.problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
      return fallback;
    }
    return raw as T;
  }

  postgresUrl(name: string): string | undefined {
    const raw = this.string(name);
    if (raw === undefined) return undefined;
    const protocol = urlProtocol(raw);
    if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
      this.problems.push(`${name} must be a postgres:// or postgresql:// URL`);
      return undefined;
    }
    return raw;
  }

  /** An http(s) URL without trailing slashes. */
  httpUrl(name: string): string | undefined {
    const raw = this.string(name);
    if (raw === undefined) return undefined;
    const protocol = urlProtocol(raw);
    if (protocol !== 'http:' && protocol !== 'https:') {
      this.problems.push(`${name} must be an http:// or https:// URL (got "${raw}")`);
      return undefined;
    }
    return raw.replace(/\/+$/, '');
  }
}
