import { createContext } from 'react';
import type { ShellApi } from '@elearning/contract';
import type { RemoteLoader } from './remotes';

export interface ShellContextValue {
  shell: ShellApi;
  loadPage: RemoteLoader;
}

export const ShellContext = createContext<ShellContextValue>(null as unknown as ShellContextValue);
