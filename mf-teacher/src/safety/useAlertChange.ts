import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SafetyAlertResponse } from '@elearning/contract';
import { teacherKeys } from '../api/queryKeys';

/**
 * Acknowledge or resolve: the alert as the backend answers is shown at once (another GET would be
 * another access log entry); the lists, the banner and the badge are read again.
 */
export function useAlertChange<T>(alertId: string, send: (input: T) => Promise<SafetyAlertResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (response) => {
      queryClient.setQueryData(teacherKeys.safety.detail(alertId), response);
      void queryClient.invalidateQueries({ queryKey: teacherKeys.safety.lists });
    },
  });
}
