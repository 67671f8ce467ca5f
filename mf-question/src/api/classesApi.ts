import { ROUTES } from '@elearning/contract';
import type { BackendClient } from '@elearning/remote-kit';

/**
 * The student's side of classes (docs/classes.md, backend/src/classes): their classes, a class's
 * rules, joining with a code. Through the route table, so a wrong path or body fails the type check.
 */
export function createClassesApi(backend: BackendClient) {
  const auth = { authenticated: true } as const;
  return {
    /** GET /classes: the classes the student is in now (not archived), by name. */
    list: async () => (await backend.call(ROUTES.classes, auth)).classes ?? [],
    /** GET /classes/:id: the class and its rules (paused, hints only, open hours). */
    detail: async (id: string) => (await backend.call(ROUTES.classDetail, { params: { id }, ...auth })).class,
    /**
     * POST /classes/join: the code as typed (case, spaces and dashes do not matter). A wrong or
     * disabled code is a 404 and too many tries a 429, each with the message to show.
     */
    join: async (joinCode: string) =>
      (await backend.call(ROUTES.joinClass, { body: { joinCode }, ...auth })).class,
  };
}

export type ClassesApi = ReturnType<typeof createClassesApi>;
