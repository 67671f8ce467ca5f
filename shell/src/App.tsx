import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { ROUTES, type SessionApi, type ShellApi } from '@elearning/contract';
import { apiUrl, pathOf } from '@elearning/remote-kit';
import { NavBar, type NavTheme } from './components/NavBar';
import { NoticeArea } from './components/NoticeArea';
import { NotFound } from './components/NotFound';
import { PageLoading, RemotePage } from './components/RemotePage';
import { RequireToken } from './components/RequireToken';
import { SiteFooter } from './components/SiteFooter';
import { afterSignIn, forgetComeBackUnlessAt, rememberComeBack } from './come-back';
import { remoteConfigOf, type SiteConfig } from './config';
import { fetchMeLazily, isTeacherRole, useCurrentUser, type FetchMe } from './current-user';
import { useNotices } from './notices';
import { createPageCache, type LoadedPage } from './page-cache';
import type { RemoteLoader } from './remotes';
import { REMOTE_ROUTES, remoteRouteAt } from './routes';
import { createTokenStore, noTokenOnServer } from './session';
import { ShellContext } from './shell-context';

/** Spec: the Contact page has a dark blue navigation background. */
const NAV_THEMES: Record<string, NavTheme> = { '/contact': 'dark-blue' };

const TeacherArea = lazy(() => import('./components/TeacherArea'));

export function App({
  config,
  loadPage,
  fetchMe = fetchMeLazily,
  firstPage,
}: {
  config: SiteConfig;
  loadPage: RemoteLoader;
  /** GET /auth/me (tests pass a stand-in). */
  fetchMe?: FetchMe;
  /** The first page's module when it is already here (a prerendered document being hydrated). */
  firstPage?: LoadedPage;
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
  /**
   * Logout: the backend ends this token's session (POST /auth/logout, sent with keepalive so it
   * leaves even as the page changes), then, as docs/requirements.md#routes-and-access says, local storage is cleared and the
   * student goes to /login, whether or not that call succeeds.
   */
  const logout = useCallback(() => {
    const token = tokens.getToken();
    if (!token) return;
    globalThis
      .fetch?.(apiUrl(config.apiBase, pathOf(ROUTES.logout)), {
        method: ROUTES.logout.method,
        headers: { 'auth-token': token },
        keepalive: true,
      })
      .catch(() => undefined);
    endSession();
  }, [tokens, config.apiBase, endSession]);
  /** Where the visitor is and what it is told, for the shell API's callbacks (made once). */
  const pathname = useRef(location.pathname);
  const shownNotices = useRef(notices);
  useEffect(() => {
    shownNotices.current = notices;
  }, [notices]);
  useEffect(() => {
    pathname.current = location.pathname;
    forgetComeBackUnlessAt(location.pathname);
  }, [location.pathname]);
  /** An expired session on the join link: back to it after logging in again (come-back.ts). */
  const expire = useCallback(
    (message: string) => {
      if (tokens.getToken() && remoteRouteAt(pathname.current)?.comeBack) rememberComeBack(pathname.current);
      endSession(message);
    },
    [tokens, endSession],
  );
  const session = useMemo<SessionApi>(
    () => ({ getToken: tokens.getToken, setToken: tokens.setToken, clear: tokens.clear, expire }),
    [tokens, expire],
  );
  const remoteConfig = useMemo(() => remoteConfigOf(config), [config]);
  const token = useSyncExternalStore(tokens.subscribe, tokens.getToken, noTokenOnServer);
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
      // Login and sign-up go to /question; a visitor the guard sent there from the join link goes back to it.
      navigate: (path: string) => {
        const to = afterSignIn(pathname.current, path, tokens.getToken() !== null);
        // Back at the join link: its "Log in or sign up to join…" is done with.
        const done = remoteRouteAt(to)?.comeBack?.notice;
        for (const notice of shownNotices.current) if (notice.text === done) dismiss(notice.id);
        navigate(to);
      },
      config: remoteConfig,
      refreshUser,
    }),
    [session, notify, dismiss, navigate, remoteConfig, refreshUser, tokens],
  );
  // The first page is only taken when the app starts: it is the document's own page.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const pages = useMemo(() => createPageCache(loadPage, firstPage), [loadPage]);
  const context = useMemo(() => ({ shell, pages, tokens, user }), [shell, pages, tokens, user]);
  const me = user.status === 'ready' ? user.me : null;

  return (
    <ShellContext.Provider value={context}>
      <div className="d-flex flex-column min-vh-100">
        <a className="visually-hidden-focusable shell-skip" href="#main">
          Skip to content
        </a>
        {/* The bar and the notices under it stay at the top together: a notice takes its own place
            below the bar, so it never covers the page where it appears. */}
        <div className="sticky-top">
          <NavBar
            theme={NAV_THEMES[location.pathname] ?? 'light'}
            profileUrl={config.profileUrl}
            isTeacher={me ? isTeacherRole(me.user.role) : false}
            unseenReplies={me?.unseenReplies ?? 0}
            onLogout={logout}
          />
          <NoticeArea notices={notices} onDismiss={dismiss} />
        </div>
        <main id="main" className="flex-grow-1">
          <Routes>
            {REMOTE_ROUTES.map(({ path, remote, module, needsToken, comeBack }) => {
              const page = <RemotePage remote={remote} module={module} />;
              return (
                <Route
                  key={path}
                  path={path}
                  element={needsToken ? <RequireToken comeBack={comeBack}>{page}</RequireToken> : page}
                />
              );
            })}
            <Route path="/index" element={<Navigate to="/" replace />} />
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
