/** The ways a chart's Download menu exports it, in Explore and on a dashboard. */
export type DownloadKind =
  'csv' | 'pivoted-csv' | 'full-csv' | 'json' | 'image' | 'xlsx' | 'pivoted-xlsx' | 'full-xlsx';

/** Where the menu is: Explore's "..." menu or a dashboard chart's menu, whose entries differ as in Superset. */
export type DownloadPlace = 'explore' | 'dashboard';

/** One entry of the Download menu; `needsCsv`: the entry exports data, which takes `can_csv`. */
export interface DownloadEntry {
  kind: DownloadKind;
  label: string;
  needsCsv: boolean;
}

/** Charts whose rows are a table already: their CSV is the "original" one, and a pivot table adds its pivoted form. */
const TABLE_CHARTS = new Set(['table', 'pivot_table_v2']);
const PIVOT_CHARTS = new Set(['pivot_table_v2']);
/** Charts a dashboard offers whole, past their row limit (Superset's "full" exports of a table). */
const FULL_EXPORT_CHARTS = new Set(['table']);

function exploreEntries(vizType: string): DownloadEntry[] {
  const pivot = PIVOT_CHARTS.has(vizType);
  return [
    { kind: 'csv', label: TABLE_CHARTS.has(vizType) ? 'Export to original .CSV' : 'Export to .CSV', needsCsv: true },
    ...(pivot ? [{ kind: 'pivoted-csv' as const, label: 'Export to pivoted .CSV', needsCsv: true }] : []),
    { kind: 'json', label: 'Export to .JSON', needsCsv: true },
    { kind: 'image', label: 'Download as image', needsCsv: false },
    { kind: 'xlsx', label: 'Export to Excel', needsCsv: true },
    ...(pivot ? [{ kind: 'pivoted-xlsx' as const, label: 'Export to Pivoted Excel', needsCsv: true }] : []),
  ];
}

function dashboardEntries(vizType: string): DownloadEntry[] {
  const full = FULL_EXPORT_CHARTS.has(vizType);
  return [
    { kind: 'csv', label: 'Export to .CSV', needsCsv: true },
    ...(PIVOT_CHARTS.has(vizType)
      ? [{ kind: 'pivoted-csv' as const, label: 'Export to Pivoted .CSV', needsCsv: true }]
      : []),
    ...(full ? [{ kind: 'full-csv' as const, label: 'Export to full .CSV', needsCsv: true }] : []),
    { kind: 'xlsx', label: 'Export to Excel', needsCsv: true },
    ...(full ? [{ kind: 'full-xlsx' as const, label: 'Export to full Excel', needsCsv: true }] : []),
    { kind: 'image', label: 'Download as image', needsCsv: false },
  ];
}

/** Superset's Download entries for a viz type where the menu is, in its order and words. */
export function downloadEntries(vizType: string, place: DownloadPlace = 'explore'): DownloadEntry[] {
  return place === 'explore' ? exploreEntries(vizType) : dashboardEntries(vizType);
}
