// Standalone page for this team: the whole Bootstrap, unscoped. Exposed pages import their own
// purged, page-scoped subset instead (docs/decisions/0004-bootstrap-per-front-end.md).
import 'bootstrap/dist/css/bootstrap.min.css';
import { renderStandalone } from '@elearning/remote-kit/standalone';
import InvitePage from './InvitePage';
import LoginPage from './LoginPage';
import ResetPasswordPage from './ResetPasswordPage';
import SignupPage from './SignupPage';
import VerifyEmailPage from './VerifyEmailPage';

const PAGES = [
  ['/signup', SignupPage],
  ['/reset-password', ResetPasswordPage],
  ['/verify-email', VerifyEmailPage],
  ['/invite', InvitePage],
] as const;
const Page = PAGES.find(([path]) => location.pathname.startsWith(path))?.[1] ?? LoginPage;
renderStandalone((shell) => <Page shell={shell} />);
