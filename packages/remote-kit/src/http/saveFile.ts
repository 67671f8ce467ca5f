/**
 * Offers `blob` to the browser as a file to save under `fileName` (a downloaded export, a file
 * built in the page): a temporary object URL clicked through a link, then released.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Released after the click's task: the browser has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
