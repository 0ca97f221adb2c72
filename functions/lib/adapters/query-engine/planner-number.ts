/** A planner's number: finite and not negative, else unknown (Trino writes NaN for tables without statistics). */
export function plannerNumber(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? Math.round(number) : null;
}
