// Standalone page for this team: Bootstrap is loaded here only, never by the exposed pages.
import 'bootstrap/dist/css/bootstrap.min.css';
import { createRoot } from 'react-dom/client';
import AboutPage from './AboutPage';
import HomePage from './HomePage';
import { createStandaloneShell } from './standalone-shell';

const shell = createStandaloneShell();
createRoot(document.getElementById('root')!).render(
  <>
    <div id="notices" aria-live="polite" />
    <HomePage shell={shell} />
    <hr />
    <AboutPage shell={shell} />
  </>,
);
