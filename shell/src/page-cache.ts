import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemotePageProps } from '@elearning/contract';
import type { PageModule, RemoteLoader, RemoteName } from './remotes';

export interface CachedPage {
  attempt: number;
  Page: LazyExoticComponent<ComponentType<RemotePageProps>>;
}

export interface PageCache {
  get(remote: RemoteName, module: string): CachedPage;
  /** Replaces a failed page with a fresh lazy component that loads from the network again. */
  retry(remote: RemoteName, module: string): CachedPage;
}

/** A page module that is already here (the first page of a prerendered document). */
export interface LoadedPage {
  remote: RemoteName;
  module: string;
  loaded: PageModule;
}

/**
 * A thenable that is already fulfilled: React.lazy then resolves during the render itself instead
 * of suspending, so hydrating a prerendered page finds the page component at once.
 */
const fulfilled = (value: PageModule): PromiseLike<PageModule> => ({
  then: (onFulfilled) => (onFulfilled ? onFulfilled(value) : value) as never,
});

/**
 * Lazy page components live here, outside React state: a render that suspends and is then
 * thrown away (navigation transitions) must not create a new lazy component, or a failing
 * remote would be fetched again and again instead of reaching the error boundary.
 */
export function createPageCache(load: RemoteLoader, firstPage?: LoadedPage): PageCache {
  const pages = new Map<string, CachedPage>();
  const create = (remote: RemoteName, module: string, attempt: number): CachedPage => {
    const entry = { attempt, Page: lazy(() => load(remote, module, attempt)) };
    pages.set(`${remote}/${module}`, entry);
    return entry;
  };
  if (firstPage) {
    const { remote, module, loaded } = firstPage;
    pages.set(`${remote}/${module}`, { attempt: 0, Page: lazy(() => fulfilled(loaded) as Promise<PageModule>) });
  }
  return {
    get: (remote, module) => pages.get(`${remote}/${module}`) ?? create(remote, module, 0),
    retry: (remote, module) => create(remote, module, (pages.get(`${remote}/${module}`)?.attempt ?? 0) + 1),
  };
}
