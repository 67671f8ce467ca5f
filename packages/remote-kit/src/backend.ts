import { TEXTS } from '@elearning/contract';

/** The backend could not be reached, or answered something that is not our JSON. */
export class BackendUnreachableError extends Error {
  constructor(cause?: unknown) {
    super(TEXTS.backendDown, { cause });
    this.name = 'BackendUnreachableError';
  }
}

/**
 * Joins the configured API base ("/api", "http://host:3000/") and a path ("/auth/login"),
 * so a base written with a trailing slash does not make "//auth/login".
 */
export function apiUrl(apiBase: string, path: string): string {
  return apiBase.replace(/\/+$/, '') + path;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * Statuses a gateway answers when the backend behind it is down or too slow (the Node
 * gateway's JSON 502, nginx's 502/503/504 pages). The backend's own errors are 4xx, 500, and a
 * JSON 503 for a feature that is not configured (Google sign-in): that one is its message to show.
 */
const BACKEND_DOWN_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

function isBackendsOwnAnswer(response: Response): boolean {
  return response.status === 503 && (response.headers.get('content-type') ?? '').includes('application/json');
}

/**
 * fetch whose "no answer from the backend" (server down, offline, CORS refused, or a gateway's
 * 502/503/504 in its place) becomes BackendUnreachableError. An abort stays an AbortError:
 * the caller asked for it.
 */
export async function fetchOrUnreachable(url: string, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new BackendUnreachableError(error);
  }
  if (BACKEND_DOWN_STATUSES.has(response.status) && !isBackendsOwnAnswer(response)) {
    void response.body?.cancel().catch(() => undefined);
    throw new BackendUnreachableError(new Error(`The gateway answered ${response.status}`));
  }
  return response;
}

/** The parsed JSON body; a body that is not JSON (a proxy's 502 page) becomes BackendUnreachableError. */
export async function readJson<T>(response: Response): Promise<T> {
  try {
    return (await response.json()) as T;
  } catch (error) {
    throw new BackendUnreachableError(error);
  }
}

/**
 * POSTs JSON and returns the parsed JSON body, whatever the status: the backend answers
 * 4xx with `{ success: false, errors }`, which the pages show.
 */
export async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetchOrUnreachable(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return readJson<T>(response);
}
