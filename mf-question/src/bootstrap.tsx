// Standalone page only: the shell loads Bootstrap when this remote runs inside it.
import 'bootstrap/dist/css/bootstrap.min.css';
import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import QuestionPage from './QuestionPage';
import { createStandaloneShell, type StandaloneNotice } from './standaloneShell';

function StandaloneApp() {
  const [notices, setNotices] = useState<StandaloneNotice[]>([]);
  const shell = useMemo(() => createStandaloneShell(setNotices), []);
  return (
    <>
      <div className="container pt-3">
        {notices.map((notice) => (
          <div key={notice.id} className={`alert alert-${notice.variant} alert-dismissible`} role="alert">
            {notice.text}
            <button
              type="button"
              className="btn-close"
              aria-label="Close"
              onClick={() => shell.dismiss(notice.id)}
            />
          </div>
        ))}
        {shell.session.getToken() ? null : (
          <div className="alert alert-secondary small">
            Standalone mode: no token in localStorage &quot;token&quot;. Log in through the app (or set one)
            to use the API at <code>{shell.config.apiBase}</code>.
          </div>
        )}
      </div>
      <QuestionPage shell={shell} />
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneApp />
  </StrictMode>,
);
