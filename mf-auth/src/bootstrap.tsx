// Standalone page for this team: Bootstrap is loaded here only, never by the exposed pages.
import 'bootstrap/dist/css/bootstrap.min.css';
import { createRoot } from 'react-dom/client';
import LoginPage from './LoginPage';
import SignupPage from './SignupPage';
import { createStandaloneShell } from './standalone-shell';

const shell = createStandaloneShell();
const Page = location.pathname.startsWith('/signup') ? SignupPage : LoginPage;
createRoot(document.getElementById('root')!).render(
  <>
    <div id="notices" aria-live="polite" />
    <Page shell={shell} />
  </>,
);
