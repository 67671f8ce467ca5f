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
}

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** Set only in development and tests: e.g. "http://127.0.0.1:9099". */
  emulatorUrl?: string;
}

/** Runtime configuration served by the shell as /config.json (written at deploy time). */
export interface RuntimeConfig {
  /** Base URL of the backend API, e.g. "/api". */
  apiBase: string;
  /** Remote name -> URL of its mf-manifest.json. */
  remotes: Record<RemoteName, string>;
  contact: { phone: string; email: string };
  profileUrl: string;
  firebase: FirebaseWebConfig | null;
}

export type RemoteName = 'mf_marketing' | 'mf_auth' | 'mf_question' | 'mf_contact';

export interface ShellApi {
  session: SessionApi;
  /** Shows an accessible in-page alert that survives the navigation that follows it. */
  notify(text: string, variant?: NoticeVariant): string;
  dismiss(id: string): void;
  /**
   * In-app navigation. Remotes never import react-router themselves: routing belongs to the
   * shell, and the router is not a shared module (it is tree-shaken into the shell only).
   */
  navigate(path: string): void;
  config: RuntimeConfig;
}

/** Props every exposed page component receives. */
export interface RemotePageProps {
  shell: ShellApi;
}
