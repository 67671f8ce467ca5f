import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RosterImportResponse } from '@elearning/contract';
import { Alert, FormField, ShellLink, useBackend } from '@elearning/remote-kit';
import { teacherKeys } from '../api/queryKeys';
import { AdminSection } from '../admin/AdminSection';
import { ConfirmAction } from '../classes/ConfirmAction';
import { CONSOLE_BASE, useConsole } from '../common/console-context';
import { problemOf } from '../common/problem';
import { createRosterApi } from './rosterApi';
import { RosterReportView } from './RosterReportView';
import './rosters.css';

/** The backend's limit (backend/src/rosters/rosters.controller.ts): said before uploading more. */
const MAX_ZIP_BYTES = 20 * 1024 * 1024;
const NOT_AN_ADMIN = 'This is for school administrators only.';

/**
 * Administrators only (docs/classes.md, "Rosters from the school's system"): the OneRoster CSV zip
 * of the school's information system. "Check the file" is the dry run (nothing written); its report
 * then offers "Import", the same request for real, which answers the same report.
 */
export function RosterImportPage() {
  const { shell, queries } = useConsole();
  const backend = useBackend(shell);
  const rosters = useMemo(() => createRosterApi(backend), [backend]);
  const queryClient = useQueryClient();
  const { data: me } = useQuery(queries.me());
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const check = useMutation({ mutationFn: (zip: File) => rosters.importOneRoster(zip, true) });
  const importing = useMutation({
    mutationFn: (zip: File) => rosters.importOneRoster(zip, false),
    onSuccess: () => {
      // Classes, their students and teachers, new accounts and new teachers.
      void queryClient.invalidateQueries({ queryKey: teacherKeys.classes.all });
      void queryClient.invalidateQueries({ queryKey: teacherKeys.students.all });
      void queryClient.invalidateQueries({ queryKey: teacherKeys.admin.all });
    },
  });

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setProblem(null);
    check.reset();
    importing.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem('Choose the OneRoster zip first.');
    if (file.size > MAX_ZIP_BYTES)
      return setProblem('The zip is larger than 20 MB: export one school at a time.');
    setProblem(null);
    importing.reset();
    check.mutate(file);
  };

  const busy = check.isPending || importing.isPending;
  const refusal = me && me.user.role !== 'admin' ? NOT_AN_ADMIN : null;
  return (
    <AdminSection id="mf-teacher-rosters-title" title="Import a roster" error={check.error}>
      {refusal ? (
        <Alert text={refusal} className="py-2 mt-3" />
      ) : (
        <>
          <p className="small text-body-secondary mb-2">
            OneRoster is the standard way a school’s information system (SIS) exports its classes, teachers,
            students and enrollments. Export <strong>OneRoster CSV</strong> there as one zip and choose it
            here. <em>Check the file</em> only reads it and shows what an import would change; nothing is
            written until you press <em>Import</em>. Importing the same file again changes nothing.
          </p>
          <form className="row g-2 align-items-end mb-3" onSubmit={submit} noValidate>
            <FormField
              id="mf-teacher-roster-file"
              label="OneRoster CSV zip (at most 20 MB)"
              className="col-12 col-md-7"
              type="file"
              accept=".zip,application/zip"
              disabled={busy}
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
            />
            <div className="col-12 col-md-auto">
              <button type="submit" className="btn btn-outline-primary" disabled={busy}>
                {check.isPending ? 'Checking…' : 'Check the file'}
              </button>
            </div>
          </form>
          <Alert text={problem ?? problemOf(check.error)} />
          {importing.data ? (
            <Outcome response={importing.data} />
          ) : check.data && file ? (
            <Outcome response={check.data}>
              <ConfirmAction
                label="Import"
                question="Import this roster now? What the check reported is written, in one go."
                yes="Yes, import"
                pendingText="Importing…"
                run={() => importing.mutateAsync(file)}
                buttonClass="btn btn-primary"
                yesClass="btn btn-primary btn-sm"
              />
            </Outcome>
          ) : null}
        </>
      )}
    </AdminSection>
  );
}

/** The report of a dry run (with Import below it) or of the import; its heading takes the focus. */
function Outcome({ response, children }: { response: RosterImportResponse; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [response]);
  const { shell } = useConsole();
  return (
    <div className="mb-4">
      <h3 ref={heading} tabIndex={-1} id="mf-teacher-roster-outcome" className="h5">
        {response.dryRun ? 'What an import would do (nothing is written yet)' : 'What the import did'}
      </h3>
      {response.dryRun ? null : (
        <div className="alert alert-success py-2" role="status">
          The roster is imported. Its classes are listed in{' '}
          <ShellLink shell={shell} to={`${CONSOLE_BASE}/classes`} className="alert-link">
            Classes
          </ShellLink>
          ; new accounts have no password: people sign in with Google or use “Forgot password”.
        </div>
      )}
      <RosterReportView report={response.report} labelledBy="mf-teacher-roster-outcome" />
      {children}
    </div>
  );
}
