import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassResponse } from '@elearning/contract';
import { teacherKeys } from '../api/queryKeys';

/**
 * A write on one class whose answer is the class as stored (PATCH, a new code, a co-teacher
 * added): shown at once from that answer, and the classes list is read again.
 */
export function useClassWrite<T>(classId: string, send: (input: T) => Promise<ClassResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (stored) => {
      queryClient.setQueryData(teacherKeys.classes.detail(classId), stored);
      void queryClient.invalidateQueries({ queryKey: teacherKeys.classes.list });
    },
  });
}

/** A write answered `{ success: true }` only (a student or teacher removed): the class is read again. */
export function useClassRemoval(classId: string, send: (userId: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teacherKeys.classes.detail(classId) }),
        queryClient.invalidateQueries({ queryKey: teacherKeys.classes.list }),
      ]),
  });
}
