import { TOKEN_KEY, type RuntimeConfig, type ShellApi } from '@elearning/contract';

/** A stand-in for the shell so this remote runs alone (`npm run dev`); notices go to an in-page list. */
export function createStandaloneShell(): ShellApi {
  const config: RuntimeConfig = {
    apiBase: 'http://localhost:3000',
    remotes: { mf_marketing: '', mf_auth: '', mf_question: '', mf_contact: '' },
    contact: { phone: '+1 555 0100', email: 'hello@example.com' },
    profileUrl: 'https://www.linkedin.com/',
    firebase: null,
  };
  let n = 0;
  return {
    session: {
      getToken: () => localStorage.getItem(TOKEN_KEY),
      setToken: (token) => localStorage.setItem(TOKEN_KEY, token),
      clear: () => localStorage.clear(),
    },
    notify(text, variant = 'info') {
      const id = `standalone-${++n}`;
      const box = document.createElement('div');
      box.id = id;
      box.className = `alert alert-${variant} m-2`;
      box.setAttribute('role', 'alert');
      box.textContent = text;
      document.getElementById('notices')?.append(box);
      return id;
    },
    dismiss: (id) => document.getElementById(id)?.remove(),
    navigate: (path) => console.info('[standalone] navigate', path),
    config,
  };
}
