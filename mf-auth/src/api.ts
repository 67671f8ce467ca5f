// Moved to @elearning/remote-kit; kept only for src/google/, which imports '../api'. Import the kit directly.
export { BackendUnreachableError, postJson } from '@elearning/remote-kit';
