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
