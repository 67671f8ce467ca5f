import type { MeResponse, ShellApi } from '@elearning/contract';
import { createBackendClient } from '@elearning/remote-kit';

/** GET /auth/me with the stored token (loaded lazily: see current-user.ts). */
export function fetchMe(shell: Pick<ShellApi, 'config' | 'session'>): Promise<MeResponse> {
  return createBackendClient(shell).get<MeResponse>('/auth/me', { authenticated: true });
}
