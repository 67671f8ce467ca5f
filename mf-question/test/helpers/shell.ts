import { createTestShell as createRecordingShell } from '@elearning/remote-kit/testing';
import { API_BASE } from './fakeBackend';

/** A logged-in student's shell (calls recorded) whose API base is the fake backend. */
export function createTestShell(token: string | null = 'student-token') {
  return createRecordingShell({ apiBase: `${API_BASE}/` }, token);
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
