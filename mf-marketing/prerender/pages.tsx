// Home, About and Privacy as HTML, written when this slice is built (decision 0005): the gateway puts this
// markup into the shell's document for /, /about and /privacy, and the shell hydrates it.
import { renderToString } from 'react-dom/server';
import { PRERENDER_SHELL } from '@elearning/remote-kit/prerender';
import AboutPage from '../src/AboutPage';
import HomePage from '../src/HomePage';
import PrivacyPage from '../src/PrivacyPage';

export const pages = {
  home: { expose: './HomePage', render: () => renderToString(<HomePage shell={PRERENDER_SHELL} />) },
  about: { expose: './AboutPage', render: () => renderToString(<AboutPage shell={PRERENDER_SHELL} />) },
  privacy: { expose: './PrivacyPage', render: () => renderToString(<PrivacyPage shell={PRERENDER_SHELL} />) },
};
