import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createTestShell } from '@elearning/remote-kit/testing';
import TeacherConsole from '../../src/TeacherConsole';

/**
 * The console at `path` as the shell mounts it (under /teacher/*), with a signed-in token
 * (`admin-token` for an admin's fake backend); `beside`: more to render on the route (e.g. a
 * probe of the address). Answers the test shell, to check notices and navigation.
 */
export function renderConsole(path: string, token = 'teacher-token', beside?: ReactNode) {
  const shell = createTestShell({}, token);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/teacher/*"
          element={
            <>
              <TeacherConsole shell={shell} />
              {beside}
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return shell;
}
