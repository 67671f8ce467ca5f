// CommonJS twin of gapi-route.mjs for the jest browser tests (their files are compiled to CommonJS).
const { readFileSync } = require('node:fs');
const path = require('node:path');

const standIn = readFileSync(path.join(__dirname, 'gapi-stand-in.js'), 'utf8');

/** See gapi-route.mjs. */
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
