/**
 * The token of an emailed link (`/verify-email#token=...`, `/invite#token=...`). It is in the
 * fragment, which the browser never sends to a server (nor in a Referer); the page takes it and
 * removes it from the address bar at once, so it is not left in the history, a bookmark or a
 * screen shared with the class. The router's history state is kept.
 */
export function takeLinkToken(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (window.location.hash) {
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
  return token || null;
}

/**
 * The same for a link sent before tokens moved to the fragment (`?token=...`): taken, and removed
 * from the address bar (the query is sent to the gateway, which logs paths without it).
 */
export function takeLinkTokenOrQueryToken(): string | null {
  const fromFragment = takeLinkToken();
  const query = new URLSearchParams(window.location.search);
  const fromQuery = query.get('token');
  if (fromQuery !== null) {
    query.delete('token');
    const rest = query.toString();
    window.history.replaceState(window.history.state, '', window.location.pathname + (rest ? `?${rest}` : ''));
  }
  return fromFragment ?? (fromQuery || null);
}
