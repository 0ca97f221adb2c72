import { DuckDBDataChunk } from '@duckdb/node-api';
import type { DuckDBAppender, DuckDBType, DuckDBVector } from '@duckdb/node-api';
import { TEXT_NULL, TEXT_SEPARATOR } from './staging-layout.ts';
import type { StagingLayout, StagingSlot } from './staging-layout.ts';

/**
 * One value of a generated row. Numbers cover every numeric and temporal column: integers stay exact in a
 * double up to 2^53, and TIMESTAMP / DATE cells are epoch milliseconds. NaN is not a valid number cell: it
 * stands for NULL while staged (see {@link StagingLayout}).
 */
export type Cell = string | number | boolean | null;

/** DuckDB's vector size: the most rows one data chunk can hold. */
const CHUNK_ROWS = 2048;

/**
 * Buffers rows into DuckDB data chunks laid out by a {@link StagingLayout} and hands each full chunk to an
 * appender: whole chunks are an order of magnitude faster than appending value by value.
 */
export class ChunkAppender {
  private readonly types: DuckDBType[];
  private readonly texts: string[];
  private chunk: DuckDBDataChunk;
  private vectors: DuckDBVector<Cell>[];
  private filled = 0;
  /** Rows appended so far, including the ones still buffered. */
  rows = 0;

  constructor(
    private readonly appender: DuckDBAppender,
    private readonly layout: StagingLayout,
  ) {
    this.types = layout.columns.map((column) => column.type);
    this.texts = new Array<string>(layout.textCount);
    this.chunk = DuckDBDataChunk.create(this.types, CHUNK_ROWS);
    this.vectors = this.columnVectors();
  }

  /** Buffers one row; its cells are in catalog column order. */
  append(row: readonly Cell[]): void {
    const rowIndex = this.filled;
    const { slots, textCount } = this.layout;
    for (let column = 0; column < slots.length; column++) {
      const slot = slots[column] as StagingSlot;
      const cell = row[column] ?? null;
      if (slot.text) this.texts[slot.index] = cell === null ? TEXT_NULL : (cell as string);
      else
        (this.vectors[slot.index] as DuckDBVector<Cell>).setItem(rowIndex, cell === null && slot.numeric ? NaN : cell);
    }
    if (textCount > 0)
      (this.vectors[this.vectors.length - 1] as DuckDBVector<Cell>).setItem(rowIndex, this.texts.join(TEXT_SEPARATOR));
    this.filled++;
    this.rows++;
    if (this.filled === CHUNK_ROWS) this.emit();
  }

  /** Appends the buffered rows and flushes the appender; call once after the last row. */
  close(): void {
    if (this.filled > 0) this.emit();
    this.appender.flushSync();
    this.appender.closeSync();
  }

  private emit(): void {
    for (const vector of this.vectors) vector.flush();
    // Shrinking after the flush keeps the copied data and only shortens the chunk to the rows written.
    if (this.filled < CHUNK_ROWS) this.chunk.rowCount = this.filled;
    this.appender.appendDataChunk(this.chunk);
    this.chunk = DuckDBDataChunk.create(this.types, CHUNK_ROWS);
    this.vectors = this.columnVectors();
    this.filled = 0;
  }

  private columnVectors(): DuckDBVector<Cell>[] {
    return this.types.map((_type, column) => this.chunk.getColumnVector(column) as DuckDBVector<Cell>);
  }
}
