/**
 * Joins the configured API base ("/api", "http://host:3000/") and a path ("/auth/login"),
 * so a base written with a trailing slash does not make "//auth/login". Its own module: the
 * shell's first chunk needs only this, the client comes with the first call (fetch-me).
 */
export function apiUrl(apiBase: string, path: string): string {
  return apiBase.replace(/\/+$/, '') + path;
}
