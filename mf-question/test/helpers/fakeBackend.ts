import type { ConversationSummary, QuestionView, TurnView } from '@elearning/contract';

/** One recorded request as the page sent it. */
export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | null;
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export const API_BASE = 'http://api.test';

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export function errorJson(status: number, msg: string, headers: Record<string, string> = {}): Response {
  return json({ success: false, errors: [{ msg }] }, status, headers);
}

export function question(id: string, overrides: Partial<QuestionView> = {}): QuestionView {
  return {
    id,
    userQues: `Question ${id}`,
    answer: `Answer ${id}`,
    status: 'answered',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function turnView(id: string, overrides: Partial<TurnView> = {}): TurnView {
  return {
    ...question(id),
    conversationId: 'c',
    feedback: null,
    earlierVersions: 0,
    generating: false,
    notice: null,
    ...overrides,
  };
}

export function summary(id: string, overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id,
    title: `Conversation ${id}`,
    mode: 'explain',
    classId: null,
    turnCount: 1,
    createdAt: '2026-11-20T10:00:00.000Z',
    lastActivityAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

/** GET /ques/conversations/:id's body for these turns (`earlierTurns` asked before them). */
export function conversationJson(id: string, turns: TurnView[], earlierTurns = 0): Response {
  return json({
    success: true,
    conversation: {
      ...summary(id, { title: turns[0]?.userQues ?? '', turnCount: earlierTurns + turns.length }),
      turns,
      earlierTurns,
    },
  });
}

/**
 * Replaces global fetch (the network boundary) with routes "METHOD /path" → handler.
 * Unknown routes fail the test loudly with a 599.
 */
export function installFakeBackend(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = (init.method ?? 'GET').toUpperCase();
    const request: RecordedRequest = {
      method,
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      signal: init.signal ?? null,
    };
    requests.push(request);
    const path = url.pathname;
    const handler =
      routes[`${method} ${path}`] ??
      Object.entries(routes).find(([key]) => {
        const [routeMethod, pattern] = key.split(' ');
        return routeMethod === method && new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(path);
      })?.[1];
    if (!handler) return json({ unexpected: `${method} ${path}` }, 599);
    return handler(request);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    requests,
    fetchMock,
    calls: (method: string, path: string) =>
      requests.filter((r) => r.method === method && r.url.pathname === path),
  };
}
