// Login and Sign Up as HTML, written when this slice is built (decision 0005, 0016): the gateway puts
// this markup into the shell's document for /login and /signup, so the form is on screen (and takes
// what is typed) before any script has arrived; the shell hydrates it on the visitor's first use.
import { renderToString } from 'react-dom/server';
import { PRERENDER_SHELL } from '@elearning/remote-kit/prerender';
import LoginPage from '../src/LoginPage';
import SignupPage from '../src/SignupPage';

// Without the deployment's Firebase settings the Google button is written as available and settles
// after hydration (useHydrated).
export const pages = {
  login: { expose: './LoginPage', render: () => renderToString(<LoginPage shell={PRERENDER_SHELL} />) },
  signup: { expose: './SignupPage', render: () => renderToString(<SignupPage shell={PRERENDER_SHELL} />) },
};
