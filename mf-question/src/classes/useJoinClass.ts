import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassesApi } from '../api/classesApi';
import { questionKeys } from '../api/queryKeys';

/** POST /classes/join; the student's class list is read again after a join. */
export function useJoinClass(classesApi: ClassesApi) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (joinCode: string) => classesApi.join(joinCode),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionKeys.classes }),
  });
}
