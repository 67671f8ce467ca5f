/**
 * The token of an emailed link (`/verify-email#token=...`, `/invite#token=...`). It is in the
 * fragment, which the browser never sends to a server (nor in a Referer); the page takes it and
 * removes it from the address bar at once, so it is not left in the history, a bookmark or a
 * screen shared with the class. The router's history state is kept.
 */
export function takeLinkToken(): string | null {
  return take(new URLSearchParams(window.location.hash.slice(1)).get('token'), window.location.search);
}

/**
 * The same for a link sent before tokens moved to the fragment (`?token=...`): taken, and removed
 * from the address bar (the query is sent to the gateway, which logs paths without it).
 */
export function takeLinkTokenOrQueryToken(): string | null {
  const query = new URLSearchParams(window.location.search);
  const fromQuery = query.get('token');
  query.delete('token');
  const rest = query.toString();
  const fromFragment = new URLSearchParams(window.location.hash.slice(1)).get('token');
  return take(fromFragment || fromQuery, rest ? `?${rest}` : '');
}

/** The history entry's own copy of its link token (not in the URL), for a page rendered again. */
const KEY = 'linkToken';

/**
 * Removes the token from the address bar and keeps it in this history entry's state, so the page
 * rendered again (a remount, hydration starting over) still has it, and a later visit of the same
 * path through the app (a new entry) does not.
 */
function take(fromUrl: string | null, search: string): string | null {
  const state = (window.history.state ?? {}) as Record<string, unknown>;
  if (fromUrl) {
    window.history.replaceState({ ...state, [KEY]: fromUrl }, '', window.location.pathname + search);
    return fromUrl;
  }
  if (window.location.hash) window.history.replaceState(state, '', window.location.pathname + search);
  return typeof state[KEY] === 'string' ? state[KEY] : null;
}
