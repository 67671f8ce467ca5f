import { useMutation } from '@tanstack/react-query';
import { saveFile, SessionExpiredError } from '@elearning/remote-kit';
import type { AccountApi } from '../api/accountApi';

/** The file's name when the backend gives none: as it names it, with today's date. */
export const fallbackFileName = (now = new Date()) => `my-data-${now.toISOString().slice(0, 10)}.zip`;
export const downloadedText = (fileName: string) =>
  `Saved ${fileName}: open data.html inside it to read your data.`;

/** "Download my data": GET /me/data-export, offered to save as the zip the backend names. */
export function DataDownload({ api }: { api: AccountApi }) {
  const download = useMutation({
    mutationFn: () => api.downloadMyData(),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName ?? fallbackFileName()),
  });
  const failed = download.error && !(download.error instanceof SessionExpiredError);
  const saved = download.data ? downloadedText(download.data.fileName ?? fallbackFileName()) : null;
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        Download my data
      </button>
      <div aria-live="polite" className="small w-100 order-last">
        {failed ? (
          <p className="text-danger mb-0" role="alert">
            {download.error instanceof Error ? download.error.message : String(download.error)}
          </p>
        ) : saved && !download.isPending ? (
          <p className="text-success mb-0">{saved}</p>
        ) : null}
      </div>
    </>
  );
}
