// Standalone page for this team: the whole Bootstrap, unscoped. Exposed pages import their own
// purged, page-scoped subset instead (docs/decisions/0004-bootstrap-per-front-end.md).
import 'bootstrap/dist/css/bootstrap.min.css';
import { StrictMode } from 'react';
import { renderStandalone } from '@elearning/remote-kit/standalone';
import QuestionPage from './QuestionPage';

// API base: '/api' in a production build; in development ?apiBase=… or the build's API_BASE
// (webpack.config.cjs). See standaloneApiBase in @elearning/remote-kit.
renderStandalone(
  (shell) => (
    <StrictMode>
      {shell.session.getToken() ? null : (
        <div className="container">
          <div className="alert alert-secondary small">
            Standalone mode: no token in localStorage &quot;token&quot;. Log in through the app (or set one)
            to use the API at <code>{shell.config.apiBase}</code>.
          </div>
        </div>
      )}
      <QuestionPage shell={shell} />
    </StrictMode>
  ),
  { devApiBase: __STANDALONE_API_BASE__ },
);
