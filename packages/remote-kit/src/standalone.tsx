// A remote's standalone page only (`npm run dev -w mf-x`, its bootstrap.tsx): never imported by
// an exposed page, so neither this code nor its Bootstrap class names reach the shell.
import { useMemo, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { TOKEN_KEY, type Notice, type ShellApi } from '@elearning/contract';

const DEFAULT_API_BASE = 'http://localhost:3000';

/**
 * A stand-in for the shell so a remote runs alone: the token in localStorage "token",
 * notices handed to `onNotices`, navigation shown as a notice (the shell owns routing).
 */
export function createStandaloneShell(apiBase: string, onNotices: (notices: Notice[]) => void): ShellApi {
  let notices: Notice[] = [];
  let counter = 0;
  const shell: ShellApi = {
    session: {
      getToken: () => window.localStorage.getItem(TOKEN_KEY),
      setToken: (token) => window.localStorage.setItem(TOKEN_KEY, token),
      clear: () => window.localStorage.clear(),
    },
    notify(text, variant = 'info') {
      const id = `notice-${++counter}`;
      notices = [...notices, { id, text, variant }];
      onNotices(notices);
      return id;
    },
    dismiss(id) {
      notices = notices.filter((notice) => notice.id !== id);
      onNotices(notices);
    },
    navigate(path) {
      shell.notify(`(standalone) the shell would now go to ${path}`, 'info');
    },
    config: {
      apiBase,
      remotes: { mf_marketing: '', mf_auth: '', mf_question: '', mf_contact: '' },
      contact: { phone: '+1 555 0100', email: 'hello@example.com' },
      profileUrl: 'https://www.linkedin.com/',
      firebase: null,
    },
  };
  return shell;
}

function StandaloneApp({
  apiBase,
  renderPage,
}: {
  apiBase: string;
  renderPage: (shell: ShellApi) => ReactNode;
}) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const shell = useMemo(() => createStandaloneShell(apiBase, setNotices), [apiBase]);
  return (
    <>
      <div className="container pt-3" aria-live="polite">
        {notices.map((notice) => (
          <div key={notice.id} className={`alert alert-${notice.variant} alert-dismissible`} role="alert">
            {notice.text}
            <button
              type="button"
              className="btn-close"
              aria-label="Close"
              onClick={() => shell.dismiss(notice.id)}
            />
          </div>
        ))}
      </div>
      {renderPage(shell)}
    </>
  );
}

/**
 * Renders a remote's pages alone into #root with the stand-in shell. The API base is `?apiBase=…`
 * when the page URL has one, else `apiBase` (default http://localhost:3000, which needs the
 * backend's CORS_ORIGINS to include the page's origin).
 */
export function renderStandalone(
  renderPage: (shell: ShellApi) => ReactNode,
  { apiBase = DEFAULT_API_BASE }: { apiBase?: string } = {},
): void {
  const fromQuery = new URLSearchParams(window.location.search).get('apiBase');
  createRoot(document.getElementById('root')!).render(
    <StandaloneApp apiBase={fromQuery ?? apiBase} renderPage={renderPage} />,
  );
}
