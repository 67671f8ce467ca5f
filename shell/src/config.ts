import type { RuntimeConfig } from '@elearning/contract';

/** /config.json as the deployment writes it: what remotes read, and what only the shell reads. */
export interface SiteConfig extends RuntimeConfig {
  /** Remote name -> URL of its mf-manifest.json (its container, remoteEntry.js, is beside it). */
  remotes: Record<string, string>;
  contact: { phone: string; email: string };
  profileUrl: string;
}

/**
 * Reads the deployment's runtime configuration (never baked in at build time). The page preloads
 * it (public/index.html) so it arrives beside main.js; the gateways send it `no-cache`, so any
 * later read is revalidated.
 */
export async function loadSiteConfig(url = '/config.json'): Promise<SiteConfig> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as SiteConfig;
}

/** The part a remote gets: never the list of the other remotes. */
export function remoteConfigOf({ apiBase, firebase }: SiteConfig): RuntimeConfig {
  return { apiBase, firebase };
}
