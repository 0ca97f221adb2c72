import type { Chart, Options } from 'highcharts';
import type { ChartHooks } from '../types.ts';
import { targetOf } from './cross-filter-target.ts';

/** A drill filter of a point: its column equal to the point's value, or null. */
export type DrillPointFilter = { col: string; op: string; val: unknown };

/** The filters "Drill to detail by" and "Drill by" use for a point's values on its columns. */
export function drillFiltersOf(columns: readonly string[], values: readonly unknown[]): DrillPointFilter[] {
  return columns.map((col, index) => {
    const value = values[index];
    return value === null || value === undefined ? { col, op: 'IS NULL', val: null } : { col, op: '==', val: value };
  });
}

/**
 * Options whose chart tells its host, on a right-click over a point, which values the point stands for (its
 * cross-filter target on `columns`), through the `onContextMenu` hook read from `latest`. Highcharts has no point
 * context menu event: the chart's container listens, and the point is the one under the pointer (`hoverPoint`).
 */
export function withDrillPoints(
  options: Options,
  columns: readonly string[],
  latest: { current: ChartHooks },
): Options {
  const ownLoad = options.chart?.events?.load;
  return {
    ...options,
    chart: {
      ...options.chart,
      events: {
        ...options.chart?.events,
        load(this: Chart, event: Event) {
          ownLoad?.call(this, event);
          this.container.addEventListener('contextmenu', (contextEvent) => {
            const point = this.hoverPoint;
            const target = point ? targetOf(point) : undefined;
            const report = latest.current.onContextMenu;
            if (target && report)
              report(
                contextEvent.clientX,
                contextEvent.clientY,
                drillFiltersOf(target.columns ?? columns, target.values),
              );
          });
        },
      },
    },
  };
}
