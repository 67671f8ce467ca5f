// What the remotes' pages import. Nothing here carries Bootstrap class names: the shell purges
// Bootstrap CSS against the remotes' own sources only (shell/webpack.config.cjs).
export {
  BackendUnreachableError,
  apiUrl,
  fetchOrUnreachable,
  isAbortError,
  postJson,
  readJson,
} from './backend';
export { ShellLink } from './ShellLink';
export { useBackendProblem } from './useBackendProblem';
