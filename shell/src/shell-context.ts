import { createContext } from 'react';
import type { ShellApi } from '@elearning/contract';
import type { PageCache } from './page-cache';

export interface ShellContextValue {
  shell: ShellApi;
  pages: PageCache;
}

export const ShellContext = createContext<ShellContextValue>(null as unknown as ShellContextValue);
