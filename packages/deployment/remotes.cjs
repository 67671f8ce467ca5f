// CommonJS so that every consumer can read it: the ESM scripts, jest suites (deploy/) and webpack configs.
const REMOTES = require('./remotes.json');

/** Variable holding the `host:port` the nginx gateway proxies /mf/<segment>/ to (MF_CONTACT_UPSTREAM). */
const upstreamEnv = (remote) => `${remote.dir.toUpperCase().replaceAll('-', '_')}_UPSTREAM`;

/** Where a remote's manifest is when REMOTE_*_URL is not set: the gateway's own /mf/<segment>/. */
const defaultManifestUrl = (remote) => `/mf/${remote.segment}/mf-manifest.json`;

module.exports = { REMOTES, upstreamEnv, defaultManifestUrl };
