// What the remotes' pages import: compiled into each remote's own bundle (not a shared module).
export {
  createBackendClient,
  pathOf,
  type BackendClient,
  type BackendRequest,
  type CallArgs,
  type CallOptions,
  type DownloadedFile,
  fileNameOf,
} from './http/backendClient';
export { saveFile } from './http/saveFile';
export { apiUrl } from './http/apiUrl';
export {
  ApiError,
  BackendUnreachableError,
  ServiceUnavailableError,
  SessionExpiredError,
  isAbortError,
  isRetryableStatus,
  canRetrySoon,
} from './http/errors';
export { ShellLink } from './ShellLink';
export { useBackend, useBackendProblem } from './useBackend';
export { Alert } from './ui/Alert';
export { FormField, TextAreaField } from './ui/FormField';
export { Icon } from './ui/Icon';
export { NoticeList } from './ui/NoticeList';
