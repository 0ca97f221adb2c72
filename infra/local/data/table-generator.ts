import type { ExampleTable } from '#shared/examples/types.ts';
import type { Cell } from './chunk-appender.ts';
import type { Rng } from './prng.ts';

/** What a table generator receives: the scale and its own seeded random stream. */
export interface GeneratorContext {
  /** Row multiplier, a positive integer; 1 writes exactly `table.rows`. */
  scale: number;
  rng: Rng;
}

/** Receives one row, cells in the order of the table's physical catalog columns. */
export type EmitRow = (row: readonly Cell[]) => void;

/** Writes one example table's rows; the runner stages them in DuckDB and copies them to Parquet. */
export interface TableGenerator {
  table: ExampleTable;
  /** Dimension tables (airports) keep their size at every scale. */
  fixedSize?: boolean;
  /** Columns the Parquet file is sorted by, so row groups prune well on them. */
  sortBy: readonly string[];
  /** Emits exactly {@link expectedRows} rows. */
  generate(context: GeneratorContext, emit: EmitRow): void;
}

/** Rows a generator must write at `scale`. */
export function expectedRows(generator: TableGenerator, scale: number): number {
  return generator.fixedSize ? generator.table.rows : generator.table.rows * scale;
}
