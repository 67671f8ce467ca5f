import { configure } from '@testing-library/react';

// The first test of a file also loads the Markdown/KaTeX/highlight.js modules (lazily
// imported by the page); on a busy 2-core machine that can take more than the 1 s default.
configure({ asyncUtilTimeout: 5000 });
