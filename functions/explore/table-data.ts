/** The legacy table payload's `data`: rows as records and the column order. */
export interface LegacyTableData {
  records: Record<string, unknown>[];
  columns: string[];
}

/**
 * Superset's legacy TableViz data: each percent metric adds a `%<metric>` column holding its share of the
 * column total (null when the total is 0); a percent metric not also among the metrics is then removed.
 */
export function toLegacyTableData(
  rows: readonly Record<string, unknown>[],
  colnames: readonly string[],
  metrics: { shown: readonly string[]; percent: readonly string[] },
): LegacyTableData {
  const percent = metrics.percent.filter((label) => colnames.includes(label));
  const hidden = new Set(percent.filter((label) => !metrics.shown.includes(label)));
  const totals = new Map(percent.map((label) => [label, rows.reduce((sum, row) => sum + Number(row[label] ?? 0), 0)]));
  const columns = [...colnames.filter((name) => !hidden.has(name)), ...percent.map((label) => `%${label}`)];
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const name of colnames) if (!hidden.has(name)) record[name] = row[name];
    for (const label of percent) {
      const total = totals.get(label) ?? 0;
      record[`%${label}`] = total === 0 ? null : Number(row[label] ?? 0) / total;
    }
    return record;
  });
  return { records, columns };
}
