export interface RemoteEntry {
  /** Module Federation name, e.g. "mf_contact". */
  name: string;
  /** URL segment: the remote is served at /mf/<segment>/. */
  segment: string;
  /** Workspace folder at the repository root, e.g. "mf-contact". */
  dir: string;
  /** Variable that points the shell at a remote deployed elsewhere (its mf-manifest.json URL). */
  env: string;
  /** Port of `npm run dev` in the remote's folder. */
  devPort: number;
}
export declare const REMOTES: readonly RemoteEntry[];
/** Variable with the `host:port` nginx proxies /mf/<segment>/ to, e.g. MF_CONTACT_UPSTREAM. */
export declare function upstreamEnv(remote: RemoteEntry): string;
/** /mf/<segment>/mf-manifest.json */
export declare function defaultManifestUrl(remote: RemoteEntry): string;

/** What /config.json holds (RuntimeConfig in packages/contract, plus the remotes map). */
export interface RuntimeConfig {
  apiBase: string;
  remotes: Record<string, string>;
  contact: { phone: string; email: string };
  profileUrl: string;
  firebase: { apiKey: string; authDomain: string; projectId: string; emulatorUrl?: string } | null;
}
type Env = Record<string, string | undefined>;
export declare function runtimeConfigFromEnv(env?: Env): RuntimeConfig;
export declare function runtimeConfigJson(config: RuntimeConfig): string;
export declare function contentSecurityPolicy(config: RuntimeConfig | null): string;
export declare function securityHeaders(options?: {
  config?: RuntimeConfig | null;
  env?: Env;
}): Record<string, string>;
export declare class InvalidSetting extends Error {}

/** The runtime configuration the shell's prerendered documents are written with (sentinel values). */
export declare const PRERENDER_CONFIG: RuntimeConfig;
/** The shell's prerendered document with `config`'s values in place of PRERENDER_CONFIG's. */
export declare function fillShellDocument(html: string, config: RuntimeConfig): string;
/** Route path -> file under `<shellDir>/prerendered/` ({} when the shell has no prerendered pages). */
export declare function prerenderedRoutes(shellDir: string): Record<string, string>;
/** nginx's SSI `block` / `include virtual stub`, for the Node gateway. */
export declare function includeFragments(
  html: string,
  readVirtual: (path: string) => Promise<string | undefined> | string | undefined,
): Promise<string>;
