// jest only: a recording stand-in shell and a fake fetch. Never imported by a build.
import type { RuntimeConfig, ShellApi } from '@elearning/contract';

/** A stand-in for the shell API whose calls the tests can inspect; `token` is the stored session. */
export function createTestShell(overrides: Partial<RuntimeConfig> = {}, token: string | null = null) {
  let stored = token;
  const shell = {
    session: {
      getToken: jest.fn(() => stored),
      setToken: jest.fn((value: string) => {
        stored = value;
      }),
      clear: jest.fn(() => {
        stored = null;
      }),
      expire: jest.fn((_message: string) => {
        stored = null;
      }),
    },
    notify: jest.fn(() => 'notice-1'),
    dismiss: jest.fn(),
    navigate: jest.fn(),
    config: {
      apiBase: '/api',
      firebase: null,
      ...overrides,
    },
  } satisfies ShellApi;
  return shell;
}

/** jsdom has no Response: the part of it the pages use. */
export function fakeResponse(
  text: string,
  status = 200,
  contentType = 'application/json; charset=utf-8',
  extraHeaders: Record<string, string> = {},
): Response {
  const all: Record<string, string> = { ...extraHeaders, 'content-type': contentType };
  const headers = { get: (name: string) => all[name.toLowerCase()] ?? null };
  return {
    ok: status < 400,
    status,
    headers,
    json: async () => JSON.parse(text) as unknown,
  } as unknown as Response;
}

/** Replaces fetch (the network boundary) with queued JSON answers. */
export function mockFetch(
  ...answers: Array<
    { status?: number; body: unknown; contentType?: string; headers?: Record<string, string> } | Error
  >
) {
  const fn = jest.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error('unexpected request');
    if (next instanceof Error) throw next;
    return fakeResponse(JSON.stringify(next.body), next.status ?? 200, next.contentType, next.headers);
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}
