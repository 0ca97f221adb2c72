/** The ways Explore's Download menu exports a chart. */
export type DownloadKind = 'csv' | 'pivoted-csv' | 'json' | 'image' | 'xlsx' | 'pivoted-xlsx';

/** One entry of the Download menu; `needsCsv`: the entry exports data, which takes `can_csv`. */
export interface DownloadEntry {
  kind: DownloadKind;
  label: string;
  needsCsv: boolean;
}

/** Charts whose rows are a table already: their CSV is the "original" one, and a pivot table adds its pivoted form. */
const TABLE_CHARTS = new Set(['table', 'pivot_table_v2']);
const PIVOT_CHARTS = new Set(['pivot_table_v2']);

/** Superset's Download entries for a viz type, in its order and words. */
export function downloadEntries(vizType: string): DownloadEntry[] {
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
