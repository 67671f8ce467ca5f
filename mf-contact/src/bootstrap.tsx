// Standalone page for this team: Bootstrap is loaded here only, never by the exposed page.
import 'bootstrap/dist/css/bootstrap.min.css';
import { renderStandalone } from '@elearning/remote-kit/standalone';
import ContactPage from './ContactPage';

renderStandalone((shell) => <ContactPage shell={shell} />);
