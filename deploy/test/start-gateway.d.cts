/** Types of start-gateway.cjs (see there). */
export interface RunningNginx {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  /** rendered configuration, config.json, pid, logs and temp files */
  dir: string;
  /** nginx's error output and access log so far */
  logs(): string;
  stop(): Promise<void>;
}
type Target = number | string;
export function startGateway(options: {
  staticRoot: string;
  /** backend, and one per remote segment (packages/deployment/remotes.json) */
  upstreams: { backend: Target } & Record<string, Target>;
  port?: number;
  env?: Record<string, string>;
}): Promise<RunningNginx>;
export function startStatic(options: { root: string; port?: number; env?: Record<string, string> }): Promise<RunningNginx>;
export function startSite(options: {
  backend: Target;
  env?: Record<string, string>;
  onStart?: (nginx: RunningNginx) => void;
}): Promise<{ gateway: RunningNginx; remotes: Record<string, RunningNginx>; stop(): Promise<void> }>;
export const RENDER_SCRIPT: string;
