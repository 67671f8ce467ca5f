import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { JoinedClassView, RemotePageProps } from '@elearning/contract';
import { ShellLink, useBackend } from '@elearning/remote-kit';
import { createAccountApi } from './api/accountApi';
import { createClassesApi } from './api/classesApi';
import { rememberClass } from './classes/classStorage';
import { JoinClassForm, joinErrorText } from './classes/JoinClassForm';
import { joinedText } from './classes/MyClasses';
import { useJoinClass } from './classes/useJoinClass';
// Bootstrap's rules this page uses, scoped to it (@elearning/webpack-config); its own CSS wins over them.
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/question.css';

/**
 * The join link (/join/<code>, shown by the teacher with a QR code): joins the class with the code
 * from the address, then goes to the question page with "You joined <class>". The shell routes it
 * only for a signed-in student (signed out: log in or sign up, then back here). A refused code
 * shows the backend's message and a field to type it again.
 */
export default function JoinPage({ shell }: RemotePageProps) {
  // The page's own cache, like the question page's; a refused join is shown at once, not retried.
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <JoinPageContent shell={shell} />
    </QueryClientProvider>
  );
}

function JoinPageContent({ shell }: RemotePageProps) {
  // The shell's route is /join/:code.
  const { code = '' } = useParams();
  const backend = useBackend(shell);
  const classesApi = useMemo(() => createClassesApi(backend), [backend]);
  const accountApi = useMemo(() => createAccountApi(backend), [backend]);
  const join = useJoinClass(classesApi);
  const [joined, setJoined] = useState<JoinedClassView | null>(null);

  const done = async (joinedClass: JoinedClassView) => {
    setJoined(joinedClass);
    // A new question goes to the class just joined (the picker starts on it).
    try {
      const me = await accountApi.me();
      if (me) rememberClass(me.id, joinedClass.id);
    } catch {
      // The picker then starts on the class remembered before, or the first.
    }
    shell.notify(joinedText(joinedClass), 'success');
    shell.navigate('/question');
  };

  // One try per code in the address (each try counts against the join limit).
  const tried = useRef<string | null>(null);
  useEffect(() => {
    if (tried.current === code) return;
    tried.current = code;
    join.mutate(code, { onSuccess: (joinedClass) => void done(joinedClass) });
    // Only when the code in the address changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

  const refused = joined ? null : joinErrorText(join.error);
  return (
    <div className="mf-question container py-5">
      <div className="row justify-content-center">
        <div className="col-md-8 col-lg-6">
          <h1 className="h2 mb-3">Join a class</h1>
          <div className="card shadow-sm">
            <div className="card-body">
              <div role="status">
                {joined ? <p className="mb-0">{joinedText(joined)}. Taking you to your questions…</p> : null}
                {!joined && !refused ? (
                  <p className="mb-0">
                    <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                    Joining the class with the code <strong className="mf-question-code">{code}</strong>…
                  </p>
                ) : null}
              </div>
              {refused ? (
                <>
                  <div className="alert alert-warning" role="alert">
                    {refused}
                  </div>
                  <JoinClassForm classesApi={classesApi} initialCode={code} onJoined={(c) => void done(c)} />
                </>
              ) : null}
            </div>
          </div>
          <p className="mt-3">
            <ShellLink shell={shell} to="/question">
              Go to Ask a Question
            </ShellLink>
          </p>
        </div>
      </div>
    </div>
  );
}
