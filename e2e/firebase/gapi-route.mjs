import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const standIn = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'gapi-stand-in.js'), 'utf8');

/**
 * Makes Google sign-in through the Firebase Auth emulator work offline in a Playwright BrowserContext:
 * - https://apis.google.com/js/api.js gets e2e/firebase/gapi-stand-in.js (the app page and the
 *   emulator's helper iframe both load it; without it the popup never opens);
 * - the emulator's account-chooser page styles itself from unpkg.com and Google Fonts: those get an
 *   empty answer at once instead of waiting on a network that is not there (the page works unstyled).
 */
export async function routeGoogleApiStandIn(context) {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js(\?.*)?$/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: standIn }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) => {
    const url = route.request().url();
    const contentType = url.endsWith('.js') ? 'text/javascript' : 'text/css';
    return route.fulfill({ status: 200, contentType, body: '' });
  });
}
