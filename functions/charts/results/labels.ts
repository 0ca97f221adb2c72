import type { DataFrame } from '../post-processing/frame.ts';

/** A `, ` that `escape_separator` did not escape: where flattened multi-level column names split. */
const UNESCAPED_SEPARATOR = /(?<!\\), /;

/** Superset's unescape_separator: `\, ` back to `, `. */
export const unescapeSeparator = (label: string): string => label.replaceAll('\\, ', ', ');

/**
 * Superset's label_map: each output column mapped to the parts its flattened name was joined from, and
 * the frame's column names (and record keys) unescaped, as Superset renames them before answering.
 */
export function withLabelMap(frame: DataFrame): { frame: DataFrame; labelMap: Record<string, string[]> } {
  const labelMap: Record<string, string[]> = {};
  for (const column of frame.columns)
    labelMap[unescapeSeparator(column)] = column.split(UNESCAPED_SEPARATOR).map(unescapeSeparator);
  if (!frame.columns.some((column) => unescapeSeparator(column) !== column)) return { frame, labelMap };
  const data = frame.data.map((record) =>
    Object.fromEntries(Object.entries(record).map(([key, value]) => [unescapeSeparator(key), value])),
  );
  return { frame: { columns: frame.columns.map(unescapeSeparator), data }, labelMap };
}
