import type { QueryRequest, ResultPage } from '../../../../ports/query-engine.ts';
import type { DuckDbEngineOptions } from '../duckdb-engine.ts';
import type { WireError } from './wire-errors.ts';

/**
 * The messages between the runtime and an engine host process (Node IPC as JSON, which the port's values all are:
 * non-finite numbers and big integers already arrive as text, and JSON moves rows faster than the structured-clone
 * serializer). Every request carries an id its reply repeats; pages of a stream are pulled one `next` at a time, so a
 * host never reads ahead of its reader.
 */

/** A query request as it crosses the process boundary: everything but the progress callback (DuckDB calls none). */
export type WireQueryRequest = Omit<QueryRequest, 'onProgress'>;

export type HostRequest =
  | { op: 'open'; id: number; engine: string; options: DuckDbEngineOptions }
  | { op: 'close'; id: number; engine: string }
  | { op: 'run'; id: number; engine: string; request: WireQueryRequest }
  | { op: 'stream'; id: number; engine: string; request: WireQueryRequest & { pageSize?: number } }
  | { op: 'next'; id: number; stream: number }
  | { op: 'end'; id: number; stream: number }
  | { op: 'cancel'; id: number; engine: string; queryId: string };

/** A request without its id, as callers write it. */
export type HostCall = HostRequest extends infer R ? (R extends HostRequest ? Omit<R, 'id'> : never) : never;

/** One page of a pulled stream, or its end. */
export type StreamStep = { done: true } | { done: false; page: ResultPage };

/** A request's answer, with the host's resident memory once it was computed (so the runtime judges a host it is done with). */
export type HostReply = ({ id: number; ok: true; value: unknown } | { id: number; ok: false; error: WireError }) & {
  rssBytes: number;
};

/** What a host reports of itself without being asked: its resident memory, every few hundred milliseconds. */
export interface HostReport {
  report: 'memory';
  rssBytes: number;
}

export type HostMessage = HostReply | HostReport;

export const isReport = (message: HostMessage): message is HostReport => 'report' in message;
