import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotePageProps } from '@elearning/contract';
import REMOTES from '@elearning/deployment/remotes.json';
import type { ComponentType } from 'react';
import type { SiteConfig } from './config';

/** A remote's federation name, e.g. "mf_auth" (packages/deployment/remotes.json). */
export type RemoteName = (typeof REMOTES)[number]['name'];

export type PageModule = { default: ComponentType<RemotePageProps> };
/** Loads `./<module>` exposed by `remote`; `attempt` > 0 means "try again from the network". */
export type RemoteLoader = (remote: RemoteName, module: string, attempt: number) => Promise<PageModule>;

const LOAD_TIMEOUT_MS = 12_000;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms / 1000} s`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Registers every remote of the deployment with the MF runtime, at its mf-manifest.json URL from /config.json. */
export function createRemoteLoader(config: SiteConfig): RemoteLoader {
  registerRemotes(
    REMOTES.filter(({ name }) => config.remotes[name]).map(({ name }) => ({
      name,
      entry: new URL(config.remotes[name], location.href).href,
    })),
  );
  return async (remote, module, attempt) => {
    const entry = config.remotes[remote];
    if (!entry) throw new Error(`No URL configured for ${remote}`);
    if (attempt > 0) {
      // The runtime caches a failed remote entry; re-register it (force) under a fresh URL.
      const url = new URL(entry, location.href);
      url.searchParams.set('retry', String(Date.now()));
      registerRemotes([{ name: remote, entry: url.href }], { force: true });
    }
    const loaded = await withTimeout(loadRemote<PageModule>(`${remote}/${module}`), LOAD_TIMEOUT_MS, remote);
    if (!loaded || (typeof loaded.default !== 'function' && typeof loaded.default !== 'object')) {
      throw new Error(`${remote}/${module} has no default export`);
    }
    return loaded;
  };
}
