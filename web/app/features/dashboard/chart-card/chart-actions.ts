import type { DrillFilter } from '../../chart-actions/index.ts';
import type { DashboardColumn } from '../dashboard-context.tsx';

/** The dialog a dashboard chart's menu or context menu has open. */
export type ChartAction =
  | { kind: 'query' }
  | { kind: 'results' }
  | { kind: 'scoping' }
  | { kind: 'drill-detail'; filters: DrillFilter[] }
  | { kind: 'drill-by'; column: DashboardColumn; filters: DrillFilter[] };
