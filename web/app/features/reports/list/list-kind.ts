import type { ReportType } from '#shared/api/report.ts';

/** The words of one list: `Alert`s or `Report`s, and where its screens live. */
export interface ListKind {
  type: ReportType;
  /** `alert` or `report`: the path's first part. */
  path: 'alert' | 'report';
  singular: string;
  plural: string;
}

export const ALERTS: ListKind = { type: 'Alert', path: 'alert', singular: 'alert', plural: 'alerts' };
export const REPORTS: ListKind = { type: 'Report', path: 'report', singular: 'report', plural: 'reports' };

/** Where a report's execution log is shown: `/alert/3/log/`. */
export const logPath = (kind: ListKind, id: number): string => `/${kind.path}/${id}/log/`;
