import { useEffect } from 'react';

/**
 * Escape leaves a chart's full screen wherever the focus is, as Superset's does; while a dialog opened from the full
 * screen chart (its query, its rows) is on top, Escape closes that dialog first.
 */
export function useFullscreenEscape(fullscreenChartId: number | null, setFullscreenChart: (chartId: number | null) => void): void {
  useEffect(() => {
    if (fullscreenChartId === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || document.querySelectorAll('[role="dialog"]').length > 1) return;
      setFullscreenChart(null);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [fullscreenChartId, setFullscreenChart]);
}
