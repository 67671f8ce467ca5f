import { Component, Suspense, useContext, useReducer, type ErrorInfo, type ReactNode } from 'react';
import { PageCommitted } from '../announce-hydrated';
import type { RemoteName } from '../remotes';
import { ShellContext } from '../shell-context';

interface BoundaryProps {
  remote: RemoteName;
  onRetry(): void;
  children: ReactNode;
}

/** Catches a remote that fails to load or throws while rendering; the rest of the shell keeps working. */
class RemoteBoundary extends Component<BoundaryProps, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] ${this.props.remote} failed`, error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <section className="container py-5 shell-remote-fallback" aria-labelledby="remote-fallback-title">
        <div
          className="alert alert-warning d-flex flex-column flex-sm-row align-items-sm-center gap-3"
          role="alert"
        >
          <div className="flex-grow-1">
            <h1 id="remote-fallback-title" className="h5 mb-1">
              This part of the site is not available right now
            </h1>
            <p className="mb-0 small">
              It could not be loaded. The rest of the site still works; please try again in a moment.
            </p>
          </div>
          <button type="button" className="btn btn-warning" onClick={this.props.onRetry}>
            Retry
          </button>
        </div>
        <PageCommitted />
      </section>
    );
  }
}

/** Same name as `pageScopeClass` in @elearning/webpack-config, which scopes each remote's Bootstrap. */
export const remotePageScopeClass = (remote: RemoteName) => `mf-page-${remote}`;

export function PageLoading() {
  return (
    <div className="container py-5 text-center" role="status">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <p className="mt-2 text-secondary small">Loading…</p>
    </div>
  );
}

/** A page exposed by a remote: loaded lazily at run time, with a fallback and a real retry. */
export function RemotePage({ remote, module }: { remote: RemoteName; module: string }) {
  const { shell, pages } = useContext(ShellContext);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const { attempt, Page } = pages.get(remote, module);
  const retry = () => {
    pages.retry(remote, module);
    rerender();
  };
  return (
    // The key resets the boundary on each attempt.
    <RemoteBoundary key={`${remote}/${module}#${attempt}`} remote={remote} onRetry={retry}>
      <Suspense fallback={<PageLoading />}>
        {/* The remote's Bootstrap rules are scoped to this element (packages/webpack-config). */}
        <div className={remotePageScopeClass(remote)}>
          <Page shell={shell} />
        </div>
        <PageCommitted />
      </Suspense>
    </RemoteBoundary>
  );
}
