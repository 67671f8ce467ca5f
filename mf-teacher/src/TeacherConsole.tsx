import { useMemo, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { RemotePageProps } from '@elearning/contract';
import { ShellLink, useBackend } from '@elearning/remote-kit';
import { createTeacherApi } from './api/teacherApi';
import { createTeacherQueries } from './api/teacherQueries';
import { AccessLogPage } from './access-log/AccessLogPage';
import { InvitePage } from './admin/InvitePage';
import { SecurityEventsPage } from './admin/SecurityEventsPage';
import { StaffPage } from './admin/StaffPage';
import { ClassesPage } from './classes/ClassesPage';
import { ClassLivePage } from './classes/ClassLivePage';
import { ClassPage } from './classes/ClassPage';
import { CONSOLE_BASE, ConsoleContext } from './common/console-context';
import { createConsoleQueryClient } from './common/queryClient';
import { ContactInbox } from './contact/ContactInbox';
import { OverviewLine } from './OverviewLine';
import { QuestionDetail } from './questions/QuestionDetail';
import { QuestionsPage } from './questions/QuestionsPage';
import { RosterImportPage } from './rosters/RosterImportPage';
import { SafetyAlertPage } from './safety/SafetyAlertPage';
import { SafetyBanner, SafetyNavCount } from './safety/SafetyBanner';
import { SafetyDigestPage } from './safety/SafetyDigestPage';
import { SafetyPage } from './safety/SafetyPage';
import { CeilingNotice } from './students/CeilingNotice';
import { StudentDetail } from './students/StudentDetail';
import { StudentsPage } from './students/StudentsPage';
// Bootstrap's rules this page uses, scoped to it (@elearning/webpack-config); its own CSS wins over them.
import 'bootstrap/dist/css/bootstrap.min.css';
import './teacher.css';

/** The console's areas: one route each (relative to the shell's /teacher/*); add an area here. */
const AREAS = [
  { path: 'questions', label: 'Questions' },
  { path: 'safety', label: 'Safety' },
  { path: 'classes', label: 'Classes' },
  { path: 'contact', label: 'Contact inbox' },
  { path: 'students', label: 'Students' },
  { path: 'access-log', label: 'Access log' },
] as const;

/**
 * The school administrators' areas (GET /admin/*): listed for an admin only. Their routes exist for
 * everyone, so a teacher who opens one by its URL reads the backend's refusal.
 */
const ADMIN_AREAS = [
  { path: 'admin/teachers', label: 'Teachers' },
  { path: 'admin/invitations', label: 'Invite a teacher' },
  { path: 'admin/security-events', label: 'Security events' },
  { path: 'admin/rosters', label: 'Rosters' },
] as const;

/**
 * The teachers' console, mounted by the shell at /teacher/* for teachers and administrators only
 * (the shell checks the role with GET /auth/me; the backend checks it again on every call).
 */
export default function TeacherConsole({ shell }: RemotePageProps) {
  const [queryClient] = useState(createConsoleQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Console shell={shell} />
    </QueryClientProvider>
  );
}

function Console({ shell }: RemotePageProps) {
  const backend = useBackend(shell);
  const api = useMemo(() => createTeacherApi(backend), [backend]);
  const context = useMemo(() => ({ shell, api, queries: createTeacherQueries(api) }), [shell, api]);
  const { pathname } = useLocation();
  // Who is signed in: the shell lets teachers and admins in; only an admin sees the admin areas.
  const { data: me } = useQuery(context.queries.me());
  const areas = me?.user.role === 'admin' ? [...AREAS, ...ADMIN_AREAS] : AREAS;

  return (
    <ConsoleContext.Provider value={context}>
      <div className="container py-4 mf-teacher-console">
        <h1 className="h3 mb-1">Teachers&apos; console</h1>
        <SafetyBanner />
        <OverviewLine />
        <CeilingNotice />
        <nav aria-label="Console">
          <ul className="nav nav-tabs mb-4">
            {areas.map(({ path, label }) => {
              const active = pathname.includes(`/${path}`);
              return (
                // On a wide screen the administrators' areas stand apart, at the right end.
                <li className={`nav-item ${path === ADMIN_AREAS[0].path ? 'ms-lg-auto' : ''}`} key={path}>
                  <ShellLink
                    shell={shell}
                    to={`${CONSOLE_BASE}/${path}`}
                    className={`nav-link ${active ? 'active' : ''}`}
                  >
                    {label}
                    {path === 'safety' ? <SafetyNavCount /> : null}
                  </ShellLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <Routes>
          <Route index element={<Navigate to="questions" replace />} />
          <Route path="questions" element={<QuestionsPage />} />
          <Route path="questions/:id" element={<QuestionDetail />} />
          <Route path="classes" element={<ClassesPage />} />
          <Route path="classes/:id" element={<ClassPage />} />
          <Route path="classes/:id/live" element={<ClassLivePage />} />
          <Route path="safety" element={<SafetyPage />} />
          <Route path="safety/digest" element={<SafetyDigestPage />} />
          {/* The address the alert emails link to (backend/src/safety/alerts). */}
          <Route path="safety/:id" element={<SafetyAlertPage />} />
          <Route path="contact" element={<ContactInbox />} />
          <Route path="students" element={<StudentsPage />} />
          <Route path="students/:id" element={<StudentDetail />} />
          <Route path="access-log" element={<AccessLogPage />} />
          <Route path="admin/teachers" element={<StaffPage />} />
          <Route path="admin/invitations" element={<InvitePage />} />
          <Route path="admin/security-events" element={<SecurityEventsPage />} />
          <Route path="admin/rosters" element={<RosterImportPage />} />
          <Route path="*" element={<p>This part of the console does not exist.</p>} />
        </Routes>
      </div>
    </ConsoleContext.Provider>
  );
}
