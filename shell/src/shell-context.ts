import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ShellApi } from '@elearning/contract';
import type { CurrentUserState } from './current-user';
import type { PageCache } from './page-cache';
import { noTokenOnServer, type TokenStore } from './session';

export interface ShellContextValue {
  shell: ShellApi;
  pages: PageCache;
  tokens: TokenStore;
  /** The signed-in account as the backend says (role, unseen replies). */
  user: CurrentUserState;
}

export const ShellContext = createContext<ShellContextValue>(null as unknown as ShellContextValue);

/** The stored token; the component re-renders when it changes, in this tab or another. */
export function useStoredToken(): string | null {
  const { tokens } = useContext(ShellContext);
  return useSyncExternalStore(tokens.subscribe, tokens.getToken, noTokenOnServer);
}
