/** JSON text fields of the editor (template parameters, extra): parsed leniently on load, validated before a save. */

/** A JSON object read from stored text; anything else (null, invalid, an array) reads as an empty object. */
export function objectOf(text: string | null | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * Why `text` cannot be saved as a JSON object field, or null when it can: empty text is no value at all, anything
 * else must parse to an object (Superset keeps both fields as JSON objects).
 */
export function jsonObjectProblem(text: string): string | null {
  if (text.trim() === '') return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return 'Must be a JSON object';
    return null;
  } catch (error) {
    return `Invalid JSON: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** A JSON object written as the editor shows it: indented, or empty for an empty object. */
export function prettyJson(value: Record<string, unknown>): string {
  return Object.keys(value).length === 0 ? '' : JSON.stringify(value, null, 2);
}

/** The certification Superset keeps in an `extra` JSON object, or undefined when neither part is set. */
export function certificationOf(
  certifiedBy: string,
  details: string,
): { certified_by: string; details: string } | undefined {
  return certifiedBy.trim() === '' && details.trim() === ''
    ? undefined
    : { certified_by: certifiedBy.trim(), details: details.trim() };
}

/** The text of a string field of a JSON object, or empty text. */
export const stringField = (value: Record<string, unknown>, key: string): string => {
  const field = value[key];
  return typeof field === 'string' ? field : '';
};
