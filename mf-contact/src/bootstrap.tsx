// Standalone page for this team: Bootstrap is loaded here only, never by the exposed page.
import 'bootstrap/dist/css/bootstrap.min.css';
import { createRoot } from 'react-dom/client';
import ContactPage from './ContactPage';
import { createStandaloneShell } from './standalone-shell';

createRoot(document.getElementById('root')!).render(
  <>
    <div id="notices" aria-live="polite" />
    <ContactPage shell={createStandaloneShell()} />
  </>,
);
