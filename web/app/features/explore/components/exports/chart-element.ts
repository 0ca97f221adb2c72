/** The test id of the element Explore draws its chart into; exports read the drawn chart from it. */
export const CHART_CONTAINER_TEST_ID = 'explore-chart-container';

/** The element holding the drawn chart, or null while none is on the page. */
export function chartElement(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-testid="${CHART_CONTAINER_TEST_ID}"]`);
}

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
