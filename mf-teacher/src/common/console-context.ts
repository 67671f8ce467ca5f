import { createContext, useContext } from 'react';
import type { ShellApi } from '@elearning/contract';
import type { TeacherApi } from '../api/teacherApi';

/** Where the shell mounts the console (its /teacher/* route); in-console links start here. */
export const CONSOLE_BASE = '/teacher';

export interface ConsoleContextValue {
  shell: ShellApi;
  api: TeacherApi;
  /** Bumped after a change that moves the overview's counts (a reply, a handled query). */
  changed(): void;
}

export const ConsoleContext = createContext<ConsoleContextValue>(null as unknown as ConsoleContextValue);
export const useConsole = () => useContext(ConsoleContext);
