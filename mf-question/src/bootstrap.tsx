// Standalone page only: the shell loads Bootstrap when this remote runs inside it.
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
