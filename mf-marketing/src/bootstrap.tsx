// Standalone page for this team: the whole Bootstrap, unscoped. Exposed pages import their own
// purged, page-scoped subset instead (docs/decisions/0004-bootstrap-per-front-end.md).
import 'bootstrap/dist/css/bootstrap.min.css';
import { renderStandalone } from '@elearning/remote-kit/standalone';
import AboutPage from './AboutPage';
import HomePage from './HomePage';
import PrivacyPage from './PrivacyPage';

renderStandalone((shell) => (
  <>
    <HomePage shell={shell} />
    <hr />
    <AboutPage shell={shell} />
    <hr />
    <PrivacyPage shell={shell} />
  </>
));
