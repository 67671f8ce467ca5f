import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, FormField } from '@elearning/remote-kit';
import { teacherKeys } from '../api/queryKeys';
import { useConsole } from '../common/console-context';
import { problemOf } from '../common/problem';
import { tokens } from './usage';

const DEFAULT_RAISE = 50_000;
const MAX_RAISE = 10_000_000;

/**
 * Adds tokens to one student's allowance for today only (tomorrow starts from the default again);
 * then the student's page, the students' list and the school's use are read again.
 */
export function RaiseQuotaForm({ studentId }: { studentId: string }) {
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const [extra, setExtra] = useState(String(DEFAULT_RAISE));
  const raise = useMutation({
    mutationFn: (extraTokens: number) => api.raiseQuota(studentId, extraTokens),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: teacherKeys.students.all });
      void queryClient.invalidateQueries({ queryKey: teacherKeys.schoolAiUsage });
    },
  });
  const sending = raise.isPending;
  const done = raise.data
    ? `Raised: today's allowance is now ${tokens(raise.data.usage.limitTokens)} tokens.`
    : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    raise.mutate(Number(extra));
  };
  return (
    <form onSubmit={submit} className="row g-2 align-items-end">
      <FormField
        id="mf-teacher-raise"
        label="Extra tokens for today"
        className="col-12 col-sm-6"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_RAISE}
        step={1}
        value={extra}
        onChange={(event) => setExtra(event.target.value)}
        aria-describedby="mf-teacher-raise-hint"
      />
      <div className="col-12 col-sm-6">
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? 'Raising…' : "Raise today's quota"}
        </button>
      </div>
      <div id="mf-teacher-raise-hint" className="form-text col-12 mt-1">
        Only for today: tomorrow the student starts again from the school&apos;s daily allowance.
      </div>
      <div className="col-12" aria-live="polite">
        <Alert text={done} variant="success" className="py-2 mb-0" />
      </div>
      <div className="col-12">
        <Alert text={problemOf(raise.error)} className="py-2 mb-0" />
      </div>
    </form>
  );
}
