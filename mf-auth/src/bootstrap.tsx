// Standalone page for this team: the whole Bootstrap, unscoped. Exposed pages import their own
// purged, page-scoped subset instead (docs/decisions/0004-bootstrap-per-front-end.md).
import 'bootstrap/dist/css/bootstrap.min.css';
import { renderStandalone } from '@elearning/remote-kit/standalone';
import LoginPage from './LoginPage';
import ResetPasswordPage from './ResetPasswordPage';
import SignupPage from './SignupPage';

const Page = location.pathname.startsWith('/signup')
  ? SignupPage
  : location.pathname.startsWith('/reset-password')
    ? ResetPasswordPage
    : LoginPage;
renderStandalone((shell) => <Page shell={shell} />);
