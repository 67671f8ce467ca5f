export { REMOTES, upstreamEnv, defaultManifestUrl } from './remotes.mjs';
export { runtimeConfigFromEnv, runtimeConfigJson } from './runtime-config.mjs';
export { securityHeaders, contentSecurityPolicy } from './security-headers.mjs';
export { InvalidSetting } from './invalid-setting.mjs';
export { PRERENDER_CONFIG, fillShellDocument, prerenderedRoutes, includeFragments } from './prerendered-pages.mjs';
