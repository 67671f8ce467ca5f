import { TOKEN_KEY, type SessionApi } from '@elearning/contract';

/** The token lives in localStorage under `token` (spec); listeners keep the UI in step. */
export function createSession(onChange: (token: string | null) => void): SessionApi {
  return {
    getToken: () => localStorage.getItem(TOKEN_KEY),
    setToken(token) {
      localStorage.setItem(TOKEN_KEY, token);
      onChange(token);
    },
    clear() {
      // Spec: logout clears all of local storage, not only the token.
      localStorage.clear();
      onChange(null);
    },
  };
}
