// Moved to @elearning/remote-kit/testing; kept only for src/google/, which imports '../test-shell'.
export * from '@elearning/remote-kit/testing';
