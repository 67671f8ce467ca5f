import remotes from './remotes.cjs';

/** The one list of remotes (remotes.json); a new remote is one entry there plus its folder. */
export const { REMOTES, upstreamEnv, defaultManifestUrl } = remotes;
