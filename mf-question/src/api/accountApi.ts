import {
  ROUTES,
  type CurrentUser,
  type DeleteMyAccountRequest,
  type VerificationSentResponse,
} from '@elearning/contract';
import type { BackendClient, DownloadedFile } from '@elearning/remote-kit';

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
    /** GET /me/data-export ("Download my data"): a zip of everything kept about the account; 429 when asked too often. */
    downloadMyData(): Promise<DownloadedFile> {
      return backend.download(ROUTES.myDataExport, { authenticated });
    },
    /**
     * DELETE /me ("Delete my account"), with the password again or, for an account without one, a
     * fresh Google ID token. A wrong password is a refusal (ApiError), not an expired session.
     */
    async deleteMyAccount(proof: DeleteMyAccountRequest): Promise<void> {
      await backend.call(ROUTES.deleteMyAccount, { body: proof, authenticated });
    },
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
