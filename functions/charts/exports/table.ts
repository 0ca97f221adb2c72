import { GenericDataType } from '#shared/generic-data-type.ts';
import type { FrameValue } from '../post-processing/frame.ts';

/** One query's rows as an export writes them: columns in order with their generic types. */
export interface ExportTable {
  colnames: readonly string[];
  coltypes: readonly number[];
  data: readonly Record<string, FrameValue>[];
}

const DAY_MS = 86_400_000;

/** Whether a column holds instants (epoch ms), which exports write as dates rather than numbers. */
export const isTemporalColumn = (table: ExportTable, index: number): boolean =>
  table.coltypes[index] === GenericDataType.TEMPORAL;

/** Whether every instant of a column falls on midnight: pandas then writes dates without a time. */
export function allMidnight(table: ExportTable, column: string): boolean {
  return table.data.every((record) => {
    const value = record[column];
    return typeof value !== 'number' || value % DAY_MS === 0;
  });
}

/** Whether any instant of a column has milliseconds: pandas then writes them (`.250`). */
export function anyMillis(table: ExportTable, column: string): boolean {
  return table.data.some((record) => {
    const value = record[column];
    return typeof value === 'number' && value % 1000 !== 0;
  });
}
