import type { RemoteEntry } from './index.d.mts';
export declare const REMOTES: readonly RemoteEntry[];
export declare function upstreamEnv(remote: RemoteEntry): string;
export declare function defaultManifestUrl(remote: RemoteEntry): string;
