import { prettyJson, stringField } from './json-text.ts';

/** The parts of a dataset's `extra` JSON that the Settings tab edits in fields of their own. */
export interface ExtraFields {
  certified_by: string;
  certification_details: string;
  /** Markdown shown as a warning next to the dataset in Explore and the lists. */
  warning_markdown: string;
}

/** The extra text parsed as an object, or null when it is not one (the user is mid-edit in the Extra field). */
function parsedObject(text: string): Record<string, unknown> | null {
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The named fields of the draft's extra text, which is their one source of truth (as in Superset, where the
 * Extra field shows them too); null while that text is not a JSON object, so the fields cannot be read or set.
 */
export function extraFieldsOf(text: string): ExtraFields | null {
  const extra = parsedObject(text);
  if (extra === null) return null;
  const certification =
    typeof extra.certification === 'object' && extra.certification !== null
      ? (extra.certification as Record<string, unknown>)
      : {};
  return {
    certified_by: stringField(certification, 'certified_by'),
    certification_details: stringField(certification, 'details'),
    warning_markdown: stringField(extra, 'warning_markdown'),
  };
}

/**
 * The extra text with some named fields changed, indented as the Extra field shows it: an emptied warning and a
 * certification with neither part set leave the object, as Superset's editor drops them. Text that is not a JSON
 * object is returned as it is (the fields are disabled then).
 */
export function withExtraFields(text: string, change: Partial<ExtraFields>): string {
  const extra = parsedObject(text);
  const current = extraFieldsOf(text);
  if (extra === null || current === null) return text;
  const next = { ...current, ...change };
  // Spread over the parsed object so the keys keep their places in the text the user reads.
  const result: Record<string, unknown> = {
    ...extra,
    certification: { certified_by: next.certified_by, details: next.certification_details },
    warning_markdown: next.warning_markdown,
  };
  if (next.certified_by === '' && next.certification_details === '') delete result.certification;
  if (next.warning_markdown === '') delete result.warning_markdown;
  return prettyJson(result);
}
