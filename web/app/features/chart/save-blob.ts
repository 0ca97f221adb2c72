/** Hands bytes to the browser as a file download under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the URL is no longer needed once the event loop moves on.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
