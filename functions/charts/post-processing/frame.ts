import type { EngineValue } from '../../lib/ports/query-engine.ts';

/**
 * One cell of a frame: an engine value, or a list of them where an operation yields several values per cell
 * (boxplot's `<metric>__outliers`).
 */
export type FrameValue = EngineValue | EngineValue[];

/**
 * The table post-processing works on, pandas-like: ordered column names and one record per row. Temporal values
 * are epoch milliseconds (numbers) by the time a frame reaches post-processing, as Superset's answers carry them.
 */
export interface DataFrame {
  columns: string[];
  data: Record<string, FrameValue>[];
}
