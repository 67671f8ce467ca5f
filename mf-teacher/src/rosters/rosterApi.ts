import { ROUTES, type RosterImportResponse } from '@elearning/contract';
import { ApiError, type BackendClient } from '@elearning/remote-kit';

/**
 * A 413 with no message of the backend's is a gateway's (nginx, scripts/gateway.mjs): their
 * request body limit, CLIENT_MAX_BODY_SIZE (default 1 MB), is below the backend's 20 MB.
 */
export const TOO_LARGE_FOR_GATEWAY =
  'This server does not accept an upload this large. Whoever runs it can raise its gateway’s limit ' +
  '(CLIENT_MAX_BODY_SIZE), or export one school at a time.';

/**
 * POST /admin/rosters/oneroster (backend/src/rosters; admins only): the OneRoster CSV zip as
 * multipart/form-data in the field `file`. A dry run only reports what an import would do.
 * Its own API file (not teacherApi.ts): an upload, the only form the console sends.
 */
export function createRosterApi(backend: BackendClient) {
  return {
    importOneRoster: async (file: File, dryRun: boolean): Promise<RosterImportResponse> => {
      const form = new FormData();
      form.append('file', file, file.name);
      try {
        return await backend.call(ROUTES.importOneRoster, {
          query: { dryRun: dryRun || undefined },
          form,
          authenticated: true,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 413 && error.messages.length === 0)
          throw new ApiError(413, [TOO_LARGE_FOR_GATEWAY]);
        throw error;
      }
    },
  };
}

export type RosterApi = ReturnType<typeof createRosterApi>;
