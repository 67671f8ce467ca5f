import { lazy, Suspense, useCallback, useMemo, useSyncExternalStore } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import type { SessionApi, ShellApi } from '@elearning/contract';
import { NavBar, type NavTheme } from './components/NavBar';
import { NoticeArea } from './components/NoticeArea';
import { NotFound } from './components/NotFound';
import { PageLoading, RemotePage } from './components/RemotePage';
import { RequireToken } from './components/RequireToken';
import { SiteFooter } from './components/SiteFooter';
import { remoteConfigOf, type SiteConfig } from './config';
import { fetchMeLazily, useCurrentUser, type FetchMe } from './current-user';
import { useNotices } from './notices';
import { createPageCache } from './page-cache';
import type { RemoteLoader } from './remotes';
import { createTokenStore } from './session';
import { ShellContext } from './shell-context';

/** Spec: the Contact page has a dark blue navigation background. */
const NAV_THEMES: Record<string, NavTheme> = { '/contact': 'dark-blue' };

const TeacherArea = lazy(() => import('./components/TeacherArea'));

export function App({
  config,
  loadPage,
  fetchMe = fetchMeLazily,
}: {
  config: SiteConfig;
  loadPage: RemoteLoader;
  /** GET /auth/me (tests pass a stand-in). */
  fetchMe?: FetchMe;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const { notices, notify, dismiss } = useNotices();
  const tokens = useMemo(createTokenStore, []);

  /** Logout and an expired session: only with a stored token (spec), then /login. */
  const endSession = useCallback(
    (message?: string) => {
      if (!tokens.getToken()) return;
      tokens.clear();
      if (message) notify(message, 'warning');
      navigate('/login');
    },
    [tokens, notify, navigate],
  );
  const session = useMemo<SessionApi>(
    () => ({ getToken: tokens.getToken, setToken: tokens.setToken, clear: tokens.clear, expire: endSession }),
    [tokens, endSession],
  );
  const remoteConfig = useMemo(() => remoteConfigOf(config), [config]);
  const token = useSyncExternalStore(tokens.subscribe, tokens.getToken);
  const sessionAccess = useMemo(() => ({ session, config: remoteConfig }), [session, remoteConfig]);
  const { state: user, refresh: refreshUser } = useCurrentUser(
    sessionAccess,
    token,
    location.pathname,
    fetchMe,
  );
  const shell = useMemo<ShellApi>(
    () => ({
      session,
      notify,
      dismiss,
      navigate: (path: string) => navigate(path),
      config: remoteConfig,
      refreshUser,
    }),
    [session, notify, dismiss, navigate, remoteConfig, refreshUser],
  );
  const pages = useMemo(() => createPageCache(loadPage), [loadPage]);
  const context = useMemo(() => ({ shell, pages, tokens, user }), [shell, pages, tokens, user]);
  const me = user.status === 'ready' ? user.me : null;

  return (
    <ShellContext.Provider value={context}>
      <div className="d-flex flex-column min-vh-100">
        <a className="visually-hidden-focusable shell-skip" href="#main">
          Skip to content
        </a>
        <NavBar
          theme={NAV_THEMES[location.pathname] ?? 'light'}
          profileUrl={config.profileUrl}
          isTeacher={me?.user.role === 'teacher'}
          unseenReplies={me?.unseenReplies ?? 0}
          onLogout={() => endSession()}
        />
        <NoticeArea notices={notices} onDismiss={dismiss} />
        <main id="main" className="flex-grow-1">
          <Routes>
            <Route path="/" element={<RemotePage remote="mf_marketing" module="HomePage" />} />
            <Route path="/index" element={<Navigate to="/" replace />} />
            <Route path="/about" element={<RemotePage remote="mf_marketing" module="AboutPage" />} />
            <Route
              path="/question"
              element={
                <RequireToken>
                  <RemotePage remote="mf_question" module="QuestionPage" />
                </RequireToken>
              }
            />
            <Route path="/login" element={<RemotePage remote="mf_auth" module="LoginPage" />} />
            <Route path="/signup" element={<RemotePage remote="mf_auth" module="SignupPage" />} />
            <Route path="/contact" element={<RemotePage remote="mf_contact" module="ContactPage" />} />
            <Route
              path="/teacher/*"
              element={
                <Suspense fallback={<PageLoading />}>
                  <TeacherArea />
                </Suspense>
              }
            />
            <Route path="*" element={<NotFound />} />
          </Routes>
        </main>
        <SiteFooter contact={config.contact} />
      </div>
    </ShellContext.Provider>
  );
}
