// The shell's styles are in the document's <head> (linked by the HTML page, loaded with it), so a
// prerendered page is styled as soon as it arrives, before any script has run.
import 'bootstrap/dist/css/bootstrap.min.css';
import './shell.css';
import { startEarly } from './early-start';

// Async boundary: shared modules (react, router) are negotiated before any app code runs.
// The site's configuration and the route's remote start loading at once, beside it.
const early = startEarly();
import('./bootstrap').then(({ start }) => start(early));
