import { createContext } from 'react';

/** How the host page wants its charts drawn, beyond each chart's own options. */
export interface ChartDrawing {
  /**
   * Entry and update animations. A page that draws many charts at once turns them off: each animating chart
   * repaints for a second while the others are still being laid out, and they all finish later for it.
   */
  animation: boolean;
}

/** What charts drawn outside any provider get (Explore): animated, as Highcharts draws by default. */
export const ChartDrawingContext = createContext<ChartDrawing>({ animation: true });
