// Serves gapi-stand-in.js for https://apis.google.com/js/api.js in a Playwright context (CommonJS:
// the jest browser tests are compiled to CommonJS).
const { readFileSync } = require('node:fs');
const path = require('node:path');

const standIn = readFileSync(path.join(__dirname, 'gapi-stand-in.js'), 'utf8');

/** Routes Google's api.js to the stand-in and answers the other third-party URLs with empty bodies. */
async function routeGoogleApiStandIn(context) {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js(\?.*)?$/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: standIn }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) => {
    const url = route.request().url();
    return route.fulfill({ status: 200, contentType: url.endsWith('.js') ? 'text/javascript' : 'text/css', body: '' });
  });
}

module.exports = { routeGoogleApiStandIn };
