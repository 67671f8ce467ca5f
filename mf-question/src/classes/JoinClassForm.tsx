import { useId, useState, type FormEvent } from 'react';
import type { JoinedClassView } from '@elearning/contract';
import { Alert, SessionExpiredError } from '@elearning/remote-kit';
import type { ClassesApi } from '../api/classesApi';
import { useJoinClass } from './useJoinClass';

export const NO_CODE_TYPED = 'Type the code your teacher shows you.';

/** What to show for a refused join: the backend's message (404, 429, 403), or none for a 401. */
export function joinErrorText(error: unknown): string | null {
  // An expired session is the shell's to show: it is taking the student to /login.
  if (!error || error instanceof SessionExpiredError) return null;
  return error instanceof Error ? error.message : String(error);
}

/**
 * "Join a class": the code as the teacher shows it (any case, spaces and dashes are fine, the
 * backend reads it), and the backend's refusal as it says it (a wrong or disabled code, too many
 * tries).
 */
export function JoinClassForm({
  classesApi,
  onJoined,
  initialCode = '',
}: {
  classesApi: ClassesApi;
  onJoined(joinedClass: JoinedClassView): void;
  initialCode?: string;
}) {
  const id = useId();
  const [code, setCode] = useState(initialCode);
  const [empty, setEmpty] = useState(false);
  const join = useJoinClass(classesApi);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEmpty(code.trim() === '');
    if (code.trim() === '') return;
    join.mutate(code, {
      onSuccess: (joinedClass) => {
        setCode('');
        onJoined(joinedClass);
      },
    });
  };

  return (
    <form className="mf-question-join" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-code`} className="form-label fw-semibold">
        Class code
      </label>
      <div className="input-group">
        <input
          id={`${id}-code`}
          name="joinCode"
          className="form-control mf-question-join-code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={join.isPending}>
          {join.isPending ? (
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          ) : null}
          Join
        </button>
      </div>
      <p id={`${id}-hint`} className="form-text mb-0">
        As your teacher shows it: capitals, spaces and dashes do not matter.
      </p>
      <Alert
        text={empty ? NO_CODE_TYPED : joinErrorText(join.error)}
        variant="warning"
        className="py-2 mt-2 mb-0 small"
      />
    </form>
  );
}
