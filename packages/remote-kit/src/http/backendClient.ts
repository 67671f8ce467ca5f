import {
  TEXTS,
  type AnyRoute,
  type BodyOf,
  type ParamsOf,
  type PathParamNames,
  type QueryOf,
  type QueryValue,
  type RawResponse,
  type ResponseOf,
  type ShellApi,
} from '@elearning/contract';
import {
  ApiError,
  BackendUnreachableError,
  ServiceUnavailableError,
  SessionExpiredError,
  errorMessagesOf,
  isAbortError,
} from './errors';
import { apiUrl } from './apiUrl';

export interface BackendRequest extends Omit<RequestInit, 'headers'> {
  headers?: Record<string, string>;
  /** Sends the stored token (`auth-token`); a 401 then means the session has expired. */
  authenticated?: boolean;
}

/**
 * What a call of `route` takes besides the request options: the path's parameters (`params`, named
 * by the path), the query the route reads and the body it expects; each only if the route has it.
 * A route the table declares without a JSON body may instead take `form`: an upload sent as
 * multipart/form-data (POST /admin/rosters/oneroster's zip in the field `file`).
 */
export type CallOptions<R extends AnyRoute> = Omit<BackendRequest, 'body' | 'method'> &
  ([PathParamNames<R['path']>] extends [never] ? { params?: undefined } : { params: ParamsOf<R> }) &
  ([BodyOf<R>] extends [undefined]
    ? { body?: undefined; form?: R['method'] extends 'GET' ? undefined : FormData }
    : { body: BodyOf<R>; form?: undefined }) &
  ([QueryOf<R>] extends [undefined] ? { query?: undefined } : { query?: QueryOf<R> });

/** The options argument: optional when the route needs neither parameters nor a body. */
export type CallArgs<R extends AnyRoute> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  {} extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];

/** CallOptions of any route, as the client reads them. */
interface AnyCallOptions extends Omit<BackendRequest, 'body' | 'method'> {
  params?: Record<string, string>;
  query?: object;
  body?: unknown;
  form?: FormData;
}

/** A route whose handler writes its own response (an event stream) is read with `open`, not `call`. */
type JsonRoute<R extends AnyRoute> =
  ResponseOf<R> extends RawResponse ? { 'read this route with open()': never } : unknown;

/**
 * The route's path with its parameters (each encodeURIComponent'd) and the query (values that are
 * undefined, null or '' left out): pathOf(ROUTES.teacherQuestion, { id }) → '/teacher/questions/<id>'.
 */
export function pathOf(
  route: AnyRoute,
  params: Readonly<Record<string, string>> = {},
  query?: object,
): string {
  const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.method} ${route.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, QueryValue>)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}

/**
 * The one way the front ends call the backend. Every method throws the same errors:
 * BackendUnreachableError (no answer, a gateway's 502/503/504, a body that is not our JSON;
 * its ServiceUnavailableError when the backend says 503 with Retry-After: briefly unavailable),
 * SessionExpiredError (401 to an authenticated request; the shell has already been told),
 * ApiError (any other refusal) or the AbortError the caller asked for.
 */
export interface BackendClient {
  /**
   * A route of the contract's table (packages/contract/src/routes.ts), its JSON answer typed:
   * `call(ROUTES.teacherReply, { params: { id }, body: { body }, authenticated: true })`.
   */
  call<R extends AnyRoute>(route: R & JsonRoute<R>, ...options: CallArgs<R>): Promise<ResponseOf<R>>;
  /** The response of a route the backend accepted (2xx), body unread (e.g. an event stream). */
  open<R extends AnyRoute>(route: R, ...options: CallArgs<R>): Promise<Response>;
  /**
   * A file the backend sends (a zip, a CSV): its bytes and the name its Content-Disposition gives
   * (null without one). The same errors as `call`; a body that cannot be read is unreachable.
   */
  download<R extends AnyRoute>(route: R, ...options: CallArgs<R>): Promise<DownloadedFile>;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/**
 * The file name of `attachment; filename="x.zip"` (or RFC 5987's `filename*=UTF-8''x.zip`, which
 * wins when both are given); only its last path segment, so it can never name a folder.
 */
export function fileNameOf(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(contentDisposition);
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(contentDisposition);
  let name: string | undefined;
  try {
    name = extended ? decodeURIComponent(extended[1].trim()) : (plain?.[1] ?? plain?.[2]);
  } catch {
    name = plain?.[1] ?? plain?.[2];
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

/**
 * Statuses a gateway answers when the backend behind it is down or too slow (the Node
 * gateway's JSON 502, nginx's 502/503/504 pages). The backend's own errors are 4xx, 500, a JSON
 * 503 with Retry-After while its database or Redis is down (see isBrieflyUnavailable) and a JSON
 * 503 without it for a feature that is not configured (Google sign-in): that one is its message to show.
 */
const GATEWAY_DOWN_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

function isGatewayDown(response: Response): boolean {
  const json = (response.headers.get('content-type') ?? '').includes('application/json');
  return GATEWAY_DOWN_STATUSES.has(response.status) && !(response.status === 503 && json);
}

/** The backend's own 503 for an outage of what it depends on: it says when to retry. */
function isBrieflyUnavailable(response: Response): boolean {
  return response.status === 503 && response.headers.get('retry-after') !== null;
}

function discardBody(response: Response): void {
  void response.body?.cancel().catch(() => undefined);
}

async function readJson<T>(response: Response): Promise<T> {
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new BackendUnreachableError(error);
  }
  if (typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false) {
    throw new ApiError(response.status, errorMessagesOf(body));
  }
  return body as T;
}

export function createBackendClient(shell: Pick<ShellApi, 'config' | 'session'>): BackendClient {
  const send = async (path: string, { authenticated = false, ...init }: BackendRequest = {}) => {
    const token = authenticated ? shell.session.getToken() : null;
    if (token) init.headers = { ...init.headers, 'auth-token': token };
    let response: Response;
    try {
      response = await fetch(apiUrl(shell.config.apiBase, path), init);
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw new BackendUnreachableError(error);
    }
    if (isGatewayDown(response)) {
      discardBody(response);
      throw new BackendUnreachableError(new Error(`The gateway answered ${response.status}`));
    }
    if (isBrieflyUnavailable(response)) {
      const body: unknown = await response.json().catch(() => null);
      const seconds = Number(response.headers.get('retry-after'));
      throw new ServiceUnavailableError(
        Number.isFinite(seconds) ? seconds : undefined,
        new Error(errorMessagesOf(body).join(' ')),
      );
    }
    if (response.ok) return response;
    if (response.status === 401 && token) {
      discardBody(response);
      shell.session.expire(TEXTS.sessionExpired);
      throw new SessionExpiredError();
    }
    const body: unknown = await response.json().catch(() => null);
    const retryAfter = Number(response.headers.get('retry-after') ?? undefined);
    throw new ApiError(
      response.status,
      errorMessagesOf(body),
      Number.isFinite(retryAfter) ? retryAfter : undefined,
    );
  };
  /** The request of a route: `bodyless` is sent when the route has no body (never for a GET). */
  const requestOf = (route: AnyRoute, options: AnyCallOptions = {}, bodyless: unknown) => {
    const { params, query, body = bodyless, form, ...request } = options;
    const path = pathOf(route, params, query);
    if (route.method === 'GET') return { path, init: request };
    const init: BackendRequest = { ...request, method: route.method };
    if (form !== undefined) {
      // No Content-Type: fetch writes multipart/form-data with its boundary.
      init.body = form;
    } else if (body !== undefined) {
      init.headers = { ...request.headers, 'Content-Type': 'application/json' };
      init.body = JSON.stringify(body);
    }
    return { path, init };
  };
  return {
    // POST, PUT and PATCH always send a JSON body ({} when the route has none), or the form given.
    call: async (route, ...[options]) => {
      const bodyless = route.method === 'DELETE' ? undefined : {};
      const { path, init } = requestOf(route, options as AnyCallOptions | undefined, bodyless);
      return readJson(await send(path, init));
    },
    open: async (route, ...[options]) => {
      const { path, init } = requestOf(route, options as AnyCallOptions | undefined, undefined);
      return send(path, init);
    },
    download: async (route, ...[options]) => {
      const bodyless = route.method === 'DELETE' || route.method === 'GET' ? undefined : {};
      const { path, init } = requestOf(route, options as AnyCallOptions | undefined, bodyless);
      const response = await send(path, init);
      try {
        return {
          blob: await response.blob(),
          fileName: fileNameOf(response.headers.get('content-disposition')),
        };
      } catch (error) {
        if (isAbortError(error)) throw error;
        throw new BackendUnreachableError(error);
      }
    },
  };
}
