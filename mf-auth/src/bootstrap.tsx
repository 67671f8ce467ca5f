// Standalone page for this team: Bootstrap is loaded here only, never by the exposed pages.
import 'bootstrap/dist/css/bootstrap.min.css';
import { renderStandalone } from '@elearning/remote-kit/standalone';
import LoginPage from './LoginPage';
import SignupPage from './SignupPage';

const Page = location.pathname.startsWith('/signup') ? SignupPage : LoginPage;
renderStandalone((shell) => <Page shell={shell} />);
