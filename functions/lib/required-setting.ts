/** A configuration value a chosen adapter cannot do without. */
export function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`${name} is not set`);
  return value;
}
