// A remote's standalone page only (`npm run dev -w mf-x`, its bootstrap.tsx): never imported by
// an exposed page, so this code stays out of what the shell loads.
import { useMemo, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { TOKEN_KEY, type Notice, type ShellApi } from '@elearning/contract';
import { NoticeList } from './ui/NoticeList';

// Replaced by webpack (optimization.nodeEnv: the build's mode); jest sets it to 'test'. Declared
// here, not globally, so programs with and without @types/node both accept it.
declare const process: { env: { NODE_ENV?: string } };

const DEV_API_BASE = 'http://localhost:3000';
/** The gateway's API path: the only API a production standalone page (/mf/<slice>/) talks to. */
const PRODUCTION_API_BASE = '/api';

/**
 * The standalone page's API base. In a production build it is always '/api': the page ships at
 * /mf/<slice>/ next to the app, and an API base taken from the URL would let a crafted link send
 * the stored token or typed credentials to another site. A development build takes `?apiBase=…`
 * from the page URL, else `devApiBase`.
 */
export function standaloneApiBase(search: string, devApiBase: string, production: boolean): string {
  if (production) return PRODUCTION_API_BASE;
  return new URLSearchParams(search).get('apiBase') || devApiBase;
}

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
      expire(message) {
        shell.session.clear();
        shell.notify(message, 'warning');
        shell.navigate('/login');
      },
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
    config: { apiBase, firebase: null },
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
      <NoticeList className="container pt-3" notices={notices} onDismiss={shell.dismiss} />
      {renderPage(shell)}
    </>
  );
}

/**
 * Renders a remote's pages alone into #root with the stand-in shell. API base: see
 * standaloneApiBase; `devApiBase` (default http://localhost:3000, which needs the backend's
 * CORS_ORIGINS to include the page's origin) applies to development builds only.
 */
export function renderStandalone(
  renderPage: (shell: ShellApi) => ReactNode,
  { devApiBase = DEV_API_BASE }: { devApiBase?: string } = {},
): Root {
  const production = process.env.NODE_ENV === 'production';
  const apiBase = standaloneApiBase(window.location.search, devApiBase, production);
  const root = createRoot(document.getElementById('root')!);
  root.render(<StandaloneApp apiBase={apiBase} renderPage={renderPage} />);
  return root;
}
