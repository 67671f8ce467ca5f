import { createContext, useContext } from 'react';
import type { ShellApi } from '@elearning/contract';
import type { TeacherApi } from '../api/teacherApi';
import type { TeacherQueries } from '../api/teacherQueries';

/** Where the shell mounts the console (its /teacher/* route); in-console links start here. */
export const CONSOLE_BASE = '/teacher';

export interface ConsoleContextValue {
  shell: ShellApi;
  /** The writes (and the reads, for TanStack Query's functions). */
  api: TeacherApi;
  /** The reads, for `useQuery` (api/teacherQueries.ts). */
  queries: TeacherQueries;
}

export const ConsoleContext = createContext<ConsoleContextValue>(null as unknown as ConsoleContextValue);
export const useConsole = () => useContext(ConsoleContext);
