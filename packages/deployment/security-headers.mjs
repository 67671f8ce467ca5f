// The headers every response of the site carries, on both gateways (Node and nginx) and on a
// remote's own nginx: the Content-Security-Policy allows only what the app loads.
import { check } from './invalid-setting.mjs';

/** scheme://host[:port] of an absolute URL; nothing for a path on this origin. */
function originOf(url) {
  if (!/^https?:\/\//.test(url ?? '')) return '';
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

/**
 * @param {import('./index.d.mts').RuntimeConfig | null} config  the gateway's /config.json;
 *        null for a remote's own server (its standalone page loads nothing from elsewhere)
 */
export function contentSecurityPolicy(config) {
  const remoteOrigins = config ? Object.values(config.remotes).map(originOf).filter(Boolean) : [];
  const apiOrigin = config ? originOf(config.apiBase) : '';
  const script = ["'self'", ...remoteOrigins];
  const connect = ["'self'", ...remoteOrigins, apiOrigin].filter(Boolean);
  let frame = ["'none'"];
  const firebase = config?.firebase;
  if (firebase) {
    // signInWithPopup: gapi loader script, the auth helper iframe on the auth domain, token calls.
    script.push('https://apis.google.com');
    connect.push('https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com');
    frame = [`https://${firebase.authDomain}`];
    const emulator = originOf(firebase.emulatorUrl);
    if (emulator) {
      connect.push(emulator);
      frame.push(emulator);
    }
  }
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    `style-src ${["'self'", ...remoteOrigins].join(' ')}`,
    // KaTeX positions rendered math with style attributes; never inline scripts or <style>.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    `font-src ${["'self'", 'data:', ...remoteOrigins].join(' ')}`,
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frame.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Header name -> value. CONTENT_SECURITY_POLICY replaces the computed policy. Values are checked to
 * be safe inside an nginx double-quoted string (no quote, backslash, `$` or line break).
 */
export function securityHeaders({ config = null, env = process.env } = {}) {
  const csp = env.CONTENT_SECURITY_POLICY || contentSecurityPolicy(config);
  return {
    'Content-Security-Policy': check('CONTENT_SECURITY_POLICY', '[^"\\\\$\\r\\n]+', csp),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // same-origin would cut the window.opener link Firebase's signInWithPopup relies on.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}
