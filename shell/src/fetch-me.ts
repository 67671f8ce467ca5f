import { ROUTES, type MeResponse, type ShellApi } from '@elearning/contract';
import { createBackendClient } from '@elearning/remote-kit';

/** GET /auth/me with the stored token (loaded lazily: see current-user.ts). */
export function fetchMe(shell: Pick<ShellApi, 'config' | 'session'>): Promise<MeResponse> {
  return createBackendClient(shell).call(ROUTES.me, { authenticated: true });
}
