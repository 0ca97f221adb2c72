import { QueryTimeoutError } from '#shared/errors.ts';
import type {
  EngineColumn,
  EngineProgress,
  EngineRow,
  QueryEngine,
  QueryRequest,
} from '../../lib/ports/query-engine.ts';
import { rowsBytes } from '../../lib/result-bytes.ts';
import { DISPLAY_MAX_ROW, displayable } from '../results/answer.ts';
import type { ResultWriter } from '../results/store.ts';
import type { ExecutionPlan } from './plan.ts';
import type { StopWatch } from './stop-watch.ts';

/** Rows per stored result page: the first page alone fills an answer (DISPLAY_MAX_ROW). */
export const PAGE_ROWS = DISPLAY_MAX_ROW;

/** Where and how a script runs. */
export interface ScriptContext {
  engine: QueryEngine;
  plan: ExecutionPlan;
  /** The engine run's id (the query's client id): what a Stop cancels. */
  queryId: string;
  catalog: string | null;
  schema: string | null;
  /** Epoch ms after which the engine gives up (QueryTimeoutError). */
  deadline: number;
  now: () => number;
  /** Receives the last statement's rows when the plan returns rows. */
  writer: ResultWriter | undefined;
  watch: StopWatch;
  /** Aborted when the request running the script was answered as timed out. */
  signal?: AbortSignal;
  /** After each statement but the last (a script's progress). */
  onStatementDone: (done: number, total: number) => Promise<void>;
  onEngineProgress: (progress: EngineProgress) => void;
}

/** What the last statement returned. */
export interface ScriptResult {
  columns: EngineColumn[];
  /** The first rows (up to DISPLAY_MAX_ROW and DISPLAY_MAX_BYTES), kept for the answer so nothing is read back. */
  firstRows: EngineRow[];
  storedRows: number;
  /** A row beyond the limit came back: the limit cut the result. */
  cut: boolean;
}

const NO_ROWS: ScriptResult = { columns: [], firstRows: [], storedRows: 0, cut: false };

/** Past the budget, or the request was answered as timed out: nothing more runs or is stored. */
function throwIfOutOfTime(context: ScriptContext): void {
  if (context.signal?.aborted) throw new QueryTimeoutError();
}

function engineRequest(context: ScriptContext, sql: string): QueryRequest {
  throwIfOutOfTime(context);
  const timeoutMs = context.deadline - context.now();
  if (timeoutMs <= 0) throw new QueryTimeoutError();
  return {
    sql,
    queryId: context.queryId,
    ...(context.catalog ? { catalog: context.catalog } : {}),
    ...(context.schema ? { schema: context.schema } : {}),
    timeoutMs,
    onProgress: context.onEngineProgress,
  };
}

/**
 * Streams the last statement's rows into the result store page by page, never holding more than a page and the
 * rows the answer shows. One row beyond the limit is asked for, to know whether the limit cut the result; it is
 * never stored. Stops early when the byte budget is spent (the writer flags the result truncated).
 */
async function streamRows(context: ScriptContext, writer: ResultWriter, sql: string): Promise<ScriptResult> {
  const result: ScriptResult = { columns: [], firstRows: [], storedRows: 0, cut: false };
  let pages = 0;
  // What the answer shows stops at the first row that does not fit, so it is always the result's first rows.
  let shownBytes = 0;
  let shownFull = false;
  const request = { ...engineRequest(context, sql), maxRows: context.plan.limit + 1, pageSize: PAGE_ROWS };
  for await (const page of context.engine.stream(request)) {
    context.watch.throwIfStopped();
    throwIfOutOfTime(context);
    const room = context.plan.limit - result.storedRows;
    const rows = page.rows.length > room ? page.rows.slice(0, room) : page.rows;
    result.cut ||= page.rows.length > room;
    result.columns = page.columns;
    // An empty first page is stored all the same: it carries the columns.
    if (rows.length > 0 || pages === 0) {
      if ((await writer.writePage(page.columns, rows)) === 'full') break;
      pages += 1;
    }
    if (!shownFull) {
      const shown = displayable(rows, { rows: result.firstRows.length, bytes: shownBytes });
      result.firstRows.push(...shown);
      shownBytes += rowsBytes(shown);
      shownFull = shown.length < rows.length;
    }
    result.storedRows += rows.length;
    if (result.cut) break;
  }
  return result;
}

/**
 * Runs a plan's statements in order on one engine; the last one's rows (when it is a SELECT) go to the writer.
 * A Stop seen between statements or pages ends the run with QueryCancelledError; the time budget covers the whole
 * script, each statement getting what is left of it.
 */
export async function runScript(context: ScriptContext): Promise<ScriptResult> {
  const { statements, returnsRows } = context.plan;
  for (const [index, sql] of statements.entries()) {
    context.watch.throwIfStopped();
    const last = index === statements.length - 1;
    if (last && returnsRows && context.writer) return streamRows(context, context.writer, sql);
    await context.engine.run({ ...engineRequest(context, sql), maxRows: 0 });
    if (!last) await context.onStatementDone(index + 1, statements.length);
  }
  return NO_ROWS;
}
