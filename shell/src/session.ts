import { TOKEN_KEY } from '@elearning/contract';

/**
 * The stored token as an external store for useSyncExternalStore. Subscribers hear this tab's
 * changes and, through the `storage` event, other tabs' (log out in one, the others follow).
 */
export interface TokenStore {
  getToken(): string | null;
  setToken(token: string): void;
  /** Spec: logout clears all of local storage, not only the token. */
  clear(): void;
  subscribe(onChange: () => void): () => void;
}

/**
 * The token as a prerendered document has it: none (it was written at build time). Hydration
 * starts from it, then React reads the stored token and renders again if there is one.
 */
export const noTokenOnServer = (): string | null => null;

export function createTokenStore(): TokenStore {
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    getToken: () => localStorage.getItem(TOKEN_KEY),
    setToken(token) {
      localStorage.setItem(TOKEN_KEY, token);
      changed();
    },
    clear() {
      localStorage.clear();
      changed();
    },
    subscribe(onChange) {
      // key null: another tab cleared the whole storage.
      const onStorage = (event: StorageEvent) => {
        if (event.key === TOKEN_KEY || event.key === null) onChange();
      };
      listeners.add(onChange);
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(onChange);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}
