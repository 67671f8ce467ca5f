import type { ShellApi } from '@elearning/contract';
import { API_BASE } from './fakeBackend';

/** A ShellApi whose calls the tests can inspect. */
export function createTestShell(token: string | null = 'student-token') {
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
    },
    notify: jest.fn(() => 'notice-1'),
    dismiss: jest.fn(),
    navigate: jest.fn(),
    config: {
      apiBase: `${API_BASE}/`,
      remotes: { mf_marketing: '', mf_auth: '', mf_question: '', mf_contact: '' },
      contact: { phone: '', email: '' },
      profileUrl: '',
      firebase: null,
    },
  } satisfies ShellApi;
  return shell;
}

/** Makes window.matchMedia answer the reduced-motion query. */
export function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}
