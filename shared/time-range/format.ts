/**
 * `YYYY-MM-DDTHH:MM:SS` in UTC: the `from_dttm`/`to_dttm` strings templates and legacy payloads
 * show, as Superset's `strftime("%Y-%m-%dT%H:%M:%S")`.
 */
export function formatInstant(date: Date): string {
  return date.toISOString().slice(0, 19);
}
