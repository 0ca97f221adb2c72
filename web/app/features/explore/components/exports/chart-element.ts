/** The test id of the element Explore draws its chart into; exports read the drawn chart from it. */
export const CHART_CONTAINER_TEST_ID = 'explore-chart-container';

/** The element holding the drawn chart, or null while none is on the page. */
export function chartElement(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-testid="${CHART_CONTAINER_TEST_ID}"]`);
}
