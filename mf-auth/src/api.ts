import { TEXTS } from '@elearning/contract';

/** The backend could not be reached, or answered something that is not our JSON. */
export class BackendUnreachableError extends Error {
  constructor(cause?: unknown) {
    super(TEXTS.backendDown, { cause });
  }
}

/**
 * POSTs JSON and returns the parsed JSON body, whatever the status: the backend answers
 * 4xx with `{ success: false, errors }`, which the pages show. Network failures and
 * non-JSON answers (a proxy's 502 page) become BackendUnreachableError.
 */
export async function postJson<T>(url: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new BackendUnreachableError(error);
  }
  try {
    return (await response.json()) as T;
  } catch (error) {
    throw new BackendUnreachableError(error);
  }
}
