import { useState, type FormEvent } from 'react';
import type { StudentAiUsageView } from '@elearning/contract';
import { Alert, FormField } from '@elearning/remote-kit';
import { useConsole } from '../common/console-context';
import { problemOf } from '../common/useLoad';
import { tokens } from './usage';

const DEFAULT_RAISE = 50_000;
const MAX_RAISE = 10_000_000;

/** Adds tokens to one student's allowance for today only (tomorrow starts from the default again). */
export function RaiseQuotaForm({
  studentId,
  onRaised,
}: {
  studentId: string;
  /** After the raise: the page reads the student again. */
  onRaised(usage: StudentAiUsageView): void;
}) {
  const { api } = useConsole();
  const [extra, setExtra] = useState(String(DEFAULT_RAISE));
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setProblem(null);
    setDone(null);
    try {
      const { usage } = await api.raiseQuota(studentId, Number(extra));
      setDone(`Raised: today's allowance is now ${tokens(usage.limitTokens)} tokens.`);
      onRaised(usage);
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="row g-2 align-items-end">
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
        <Alert text={problem} className="py-2 mb-0" />
      </div>
    </form>
  );
}
