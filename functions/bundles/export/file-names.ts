/**
 * Werkzeug's `secure_filename`, which Superset's exports name their files with: ASCII letters, digits, `_`, `.` and
 * `-` only, runs of whitespace as one `_`, no leading or trailing `.` or `_`.
 */
export function secureFilename(name: string): string {
  const ascii = name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '');
  const joined = ascii.replace(/[/\\]/g, ' ').trim().split(/\s+/).join('_');
  return joined.replace(/[^A-Za-z0-9_.-]/g, '').replace(/^[._]+|[._]+$/g, '');
}

/** `databases/<name>.yaml`. */
export const databaseFile = (databaseName: string): string => `databases/${secureFilename(databaseName)}.yaml`;

/** `datasets/<database>/<table>.yaml`. */
export const datasetFile = (databaseName: string, tableName: string): string =>
  `datasets/${secureFilename(databaseName)}/${secureFilename(tableName)}.yaml`;

/** `charts/<name>_<id>.yaml`. */
export const chartFile = (sliceName: string | null, id: number): string =>
  `charts/${secureFilename(sliceName ?? '')}_${id}.yaml`;

/** `dashboards/<title>_<id>.yaml`. */
export const dashboardFile = (title: string | null, id: number): string =>
  `dashboards/${secureFilename(title ?? '')}_${id}.yaml`;

/** Superset's export timestamp in names: `20260125T103000` (local time of the server, here UTC). */
export const exportStamp = (now: Date): string => now.toISOString().replace(/[-:]/g, '').slice(0, 15);
