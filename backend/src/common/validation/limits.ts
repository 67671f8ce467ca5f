/** Input bounds chosen for the API (documented in backend/README.md). */
export const LIMITS = {
  nameMax: 100,
  emailMax: 254,
  phoneMax: 32,
  passwordMinChars: 8,
  /** bcrypt ignores everything after 72 bytes, so longer passwords are refused. */
  passwordMaxBytes: 72,
  messageMax: 5000,
  questionMax: 4000,
  /** Request bodies above this are answered 413. */
  bodyBytesMax: 100 * 1024,
} as const;
