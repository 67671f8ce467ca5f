import { ROUTES, type CurrentUser, type VerificationSentResponse } from '@elearning/contract';
import type { BackendClient } from '@elearning/remote-kit';

/** The signed-in account's own endpoints the page uses (packages/contract/src/roles.ts). */
export function createAccountApi(backend: BackendClient) {
  const authenticated = true;
  return {
    /** GET /auth/me: who is signed in, and whether the email is verified (null: an answer without it). */
    async me(): Promise<CurrentUser | null> {
      return (await backend.call(ROUTES.me, { authenticated })).user ?? null;
    },
    /**
     * POST /auth/verify-email/send ("Verify my email"): a new link by email, or `emailVerified`
     * when it is verified already; 503 without a mail server, 429 when asked too often.
     */
    sendVerificationEmail(): Promise<VerificationSentResponse> {
      return backend.call(ROUTES.sendVerificationEmail, { authenticated });
    },
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
