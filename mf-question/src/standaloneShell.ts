import { TOKEN_KEY, type NoticeVariant, type ShellApi } from '@elearning/contract';

export interface StandaloneNotice {
  id: string;
  text: string;
  variant: NoticeVariant;
}

/**
 * A small stand-in for the real shell so this remote runs alone (`npm run dev -w mf-question`).
 * Token from localStorage "token"; API base from ?apiBase= or the build's API_BASE
 * (default http://localhost:3000); notices and navigation are shown in the page.
 */
export function createStandaloneShell(onNotices: (notices: StandaloneNotice[]) => void): ShellApi {
  let notices: StandaloneNotice[] = [];
  let counter = 0;
  const apiBase = new URLSearchParams(window.location.search).get('apiBase') ?? __STANDALONE_API_BASE__;
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
      contact: { phone: '', email: '' },
      profileUrl: '',
      firebase: null,
    },
  };
  return shell;
}
