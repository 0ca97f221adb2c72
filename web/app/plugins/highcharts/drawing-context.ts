import { createContext } from 'react';

/** How the host page wants its charts drawn, beyond each chart's own options. */
export interface ChartDrawing {
  /**
   * Entry and update animations. A page that draws many charts at once turns them off: each animating chart
   * repaints for a second while the others are still being laid out, and they all finish later for it.
   */
  animation: boolean;
  /**
   * When Highcharts' accessibility layer (screen-reader descriptions, keyboard navigation) is built: with the chart
   * (`with-chart`), or once the browser is idle after the chart is drawn (`when-idle`). A page drawing dozens of charts
   * at once defers it: it is a fifth of each chart's drawing time, and no reader can reach a chart before it is drawn.
   */
  accessibility: 'with-chart' | 'when-idle';
  /** The page's font (a tenant theme's), for chart text; absent: the chart theme's own. */
  fontFamily?: string;
}

/** What charts drawn outside any provider get (Explore): animated and accessible from the first draw. */
export const ChartDrawingContext = createContext<ChartDrawing>({ animation: true, accessibility: 'with-chart' });
