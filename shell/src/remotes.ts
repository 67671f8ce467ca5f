import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotePageProps } from '@elearning/contract';
import type { ComponentType } from 'react';
import type { SiteConfig } from './config';

/** A remote's federation name, e.g. "mf_auth": a `name` in packages/deployment/remotes.json. */
export type RemoteName = string;

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

/**
 * The container script of a remote configured at `url`: the remoteEntry.js beside its
 * mf-manifest.json (every slice's build writes both side by side), or the URL itself when it names
 * a script. Going straight to the container saves the manifest's round trip and leaves the
 * runtime's manifest code out of main.js (decision 0008).
 */
export function containerUrl(url: string): URL {
  const entry = new URL(url, location.href);
  if (!entry.pathname.endsWith('.js')) entry.pathname = entry.pathname.replace(/[^/]*$/, 'remoteEntry.js');
  return entry;
}

/**
 * Registers every remote with the MF runtime at its container's URL. The deployment writes
 * /config.json's `remotes` from packages/deployment/remotes.json, so the page carries no second list.
 */
export function createRemoteLoader(config: SiteConfig): RemoteLoader {
  registerRemotes(
    Object.entries(config.remotes).map(([name, url]) => ({ name, entry: containerUrl(url).href })),
  );
  return async (remote, module, attempt) => {
    const entry = config.remotes[remote];
    if (!entry) throw new Error(`No URL configured for ${remote}`);
    if (attempt > 0) {
      // The runtime caches a failed remote entry; re-register it (force) under a fresh URL.
      const url = containerUrl(entry);
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
