/**
 * The only way a remote talks to the shell. The shell passes one `ShellApi`
 * object as the `shell` prop to every exposed page component; remotes never
 * import each other and never touch the shell's state directly.
 */
export type NoticeVariant = 'success' | 'danger' | 'warning' | 'info';

export interface Notice {
  id: string;
  text: string;
  variant: NoticeVariant;
}

export interface SessionApi {
  /** The stored auth token, or null. Backed by localStorage key `token`. */
  getToken(): string | null;
  setToken(token: string): void;
  /** Clears all local storage (spec: logout clears everything). */
  clear(): void;
  /**
   * The backend refused the stored token (401): the shell clears the session, shows `message` and
   * goes to /login, as Logout does. It acts once: later calls without a stored token do nothing,
   * so several requests failing together show one notice.
   */
  expire(message: string): void;
}

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** Set only in development and tests: e.g. "http://127.0.0.1:9099". */
  emulatorUrl?: string;
}

/** The part of the deployment's runtime configuration (/config.json) that a remote reads. */
export interface RuntimeConfig {
  /** Base URL of the backend API, e.g. "/api". */
  apiBase: string;
  firebase: FirebaseWebConfig | null;
}

export interface ShellApi {
  session: SessionApi;
  /** Shows an accessible in-page alert that survives the navigation that follows it. */
  notify(text: string, variant?: NoticeVariant): string;
  dismiss(id: string): void;
  /**
   * In-app navigation. Remotes navigate through this, not through react-router: routing belongs
   * to the shell. The router is a shared singleton tree-shaken to the names the front ends import
   * (docs/decisions/0003), so a remote importing a router name nobody used before would get it
   * only after the shell is rebuilt.
   */
  navigate(path: string): void;
  config: RuntimeConfig;
  /**
   * Asks the shell to read the signed-in account again (GET /auth/me): e.g. after the student has
   * seen their teachers' replies, so the navigation's count goes down. Optional: stand-in shells
   * may leave it out.
   */
  refreshUser?(): void;
}

/** Props every exposed page component receives. */
export interface RemotePageProps {
  shell: ShellApi;
}
