import { act, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { renderStandalone, standaloneApiBase } from '@elearning/remote-kit/standalone';
import QuestionPage from '../src/QuestionPage';
import { json } from './helpers/fakeBackend';

const JEST_NODE_ENV = process.env.NODE_ENV;
let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  process.env.NODE_ENV = JEST_NODE_ENV;
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  document.body.innerHTML = '';
});

/** Opens the standalone question page as its bootstrap.tsx does; returns the requests it sends. */
async function openStandalonePage(search: string, nodeEnv: string) {
  process.env.NODE_ENV = nodeEnv;
  window.history.replaceState(null, '', `/${search}`);
  window.localStorage.setItem('token', 'stored-token');
  document.body.innerHTML = '<div id="root"></div>';
  const requests: { url: string; token: string | null }[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    requests.push({ url: String(input), token: new Headers(init.headers).get('auth-token') });
    return json({ success: true, items: [], page: 1, pageSize: 10, total: 0 });
  }) as unknown as typeof fetch;
  await act(async () => {
    root = renderStandalone((shell) => <QuestionPage shell={shell} />, {
      devApiBase: 'http://localhost:3000',
    });
  });
  await waitFor(() => expect(requests.length).toBeGreaterThan(0));
  return requests;
}

describe('standalone page API base', () => {
  it('a production build ignores ?apiBase=: the stored token goes only to /api', async () => {
    const requests = await openStandalonePage('?apiBase=https://evil.example', 'production');
    for (const request of requests)
      expect(request.url).toMatch(/^\/api\/(ques|support|ai-usage|auth|classes)(\/|$)/);
    expect(requests[0].token).toBe('stored-token');
    expect(requests.some((request) => request.url.includes('evil.example'))).toBe(false);
  });

  it('a development build takes ?apiBase=, else the dev default', async () => {
    const requests = await openStandalonePage('?apiBase=http://127.0.0.1:3099/', 'development');
    for (const request of requests)
      expect(request.url).toMatch(/^http:\/\/127\.0\.0\.1:3099\/(ques|support|ai-usage|auth|classes)(\/|$)/);
    expect(standaloneApiBase('', 'http://localhost:3000', false)).toBe('http://localhost:3000');
    expect(standaloneApiBase('?apiBase=', 'http://localhost:3000', false)).toBe('http://localhost:3000');
    expect(standaloneApiBase('?apiBase=//evil.example', 'http://localhost:3000', true)).toBe('/api');
  });
});
