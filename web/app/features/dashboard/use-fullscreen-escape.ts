import { useEffect } from 'react';

/**
 * Escape leaves a chart's full screen wherever the focus is, as Superset's does; while a dialog opened from the full
 * screen chart (its query, its rows) is on top, Escape closes that dialog only. Registered when the full screen opens,
 * so it runs before the handlers of the dialogs opened later, while they still count.
 */
export function useFullscreenEscape(
  fullscreenChartId: number | null,
  setFullscreenChart: (chartId: number | null) => void,
): void {
  useEffect(() => {
    if (fullscreenChartId === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || document.querySelectorAll('[role="dialog"]').length > 1) return;
      setFullscreenChart(null);
    };
    // Capture: seen before the dialogs' own handlers close them, so a dialog on top still counts.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [fullscreenChartId, setFullscreenChart]);
}
