// Standalone page for this team: Bootstrap is loaded here only, never by the exposed pages.
import 'bootstrap/dist/css/bootstrap.min.css';
import { renderStandalone } from '@elearning/remote-kit/standalone';
import AboutPage from './AboutPage';
import HomePage from './HomePage';

renderStandalone((shell) => (
  <>
    <HomePage shell={shell} />
    <hr />
    <AboutPage shell={shell} />
  </>
));
