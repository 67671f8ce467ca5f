import type { RuntimeConfig } from '@elearning/contract';

/** Reads the deployment's runtime configuration (never baked in at build time). */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}
