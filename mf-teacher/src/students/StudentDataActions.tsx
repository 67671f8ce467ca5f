import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRIVACY_REASON_MAX_LENGTH } from '@elearning/contract';
import { saveFile } from '@elearning/remote-kit';
import { teacherKeys } from '../api/queryKeys';
import { CONSOLE_BASE, useConsole } from '../common/console-context';
import { problemOf } from '../common/problem';
import { ConfirmAction } from '../classes/ConfirmAction';

export const studentDeletedText = (name: string) =>
  `${name}'s account and everything in it have been deleted.`;
const fallbackFileName = () => `student-data-${new Date().toISOString().slice(0, 10)}.zip`;

/**
 * Admins: a parent's request through the school to see or delete a student's data. Both need a
 * reason, which the access log keeps with the admin's name (docs/privacy.md); deleting asks first.
 */
export function StudentDataActions({ studentId, name }: { studentId: string; name: string }) {
  const { api, shell } = useConsole();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const given = reason.trim();
  const download = useMutation({
    mutationFn: () => api.studentDataExport(studentId, given),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName ?? fallbackFileName()),
  });
  const remove = async () => {
    await api.deleteStudent(studentId, given);
    // Marked stale only, not removed: this page stays mounted until the navigation, and a removed
    // query it still observes is fetched again (a 404 for the deleted student). The lists are read
    // again where they are shown next; the student's own page, if opened again, answers 404.
    void queryClient.invalidateQueries({ queryKey: teacherKeys.students.all, refetchType: 'none' });
    shell.notify(studentDeletedText(name), 'success');
    shell.navigate(`${CONSOLE_BASE}/students`);
  };
  const problem = problemOf(download.error);
  return (
    <div>
      <p className="small text-body-secondary">
        When a parent asks the school to see or delete this student&apos;s data. The reason is kept in the
        access log with your name.
      </p>
      <label htmlFor="mf-teacher-data-reason" className="form-label fw-semibold">
        Reason
      </label>
      <textarea
        id="mf-teacher-data-reason"
        className="form-control mb-1"
        rows={2}
        maxLength={PRIVACY_REASON_MAX_LENGTH}
        value={reason}
        placeholder="e.g. Request from the student's parent by email on 26 November"
        aria-describedby="mf-teacher-data-reason-hint"
        onChange={(event) => setReason(event.target.value)}
      />
      <div id="mf-teacher-data-reason-hint" className="form-text mb-3">
        Needed for both actions.
      </div>
      <div className="d-flex flex-wrap align-items-start gap-2">
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          disabled={!given || download.isPending}
          onClick={() => download.mutate()}
        >
          {download.isPending ? 'Preparing…' : 'Download their data'}
        </button>
        <ConfirmAction
          label="Delete the account"
          subject={`of ${name}`}
          question={`Delete ${name}'s account, conversations and messages for good? This cannot be undone.`}
          yes="Yes, delete"
          pendingText="Deleting…"
          disabled={!given}
          run={remove}
        />
      </div>
      <div aria-live="polite" className="small mt-2">
        {problem ? (
          <p className="text-danger mb-0" role="alert">
            {problem}
          </p>
        ) : download.data && !download.isPending ? (
          <p className="text-success mb-0">Saved {download.data.fileName ?? fallbackFileName()}.</p>
        ) : null}
      </div>
    </div>
  );
}
