import { Button, Stack } from '@mantine/core';
import type { QueryErrorEntry } from '#shared/sqllab/query-types.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { errorTitle, issueCodes } from '../../chart/index.ts';
import type { Query } from '../types.ts';

/** Where a syntax error is, as the engine told it (`extra.line`, `extra.column`, 1-based): `Line 2, column 8`. */
export function errorLocation(error: Pick<QueryErrorEntry, 'extra'>): string | null {
  const { line, column } = error.extra;
  if (typeof line !== 'number') return null;
  return typeof column === 'number' ? `Line ${line}, column ${column}` : `Line ${line}`;
}

/** The query's error entries; a failure recorded with only a message reads as one generic engine error. */
export function queryErrors(query: Query): QueryErrorEntry[] {
  if (query.errors.length > 0) return query.errors;
  const message = query.errorMessage ?? 'An error occurred';
  return [{ message, error_type: 'GENERIC_DB_ENGINE_ERROR', level: 'error', extra: {} }];
}

/** One error's text: the message, where a syntax error is, and the issue codes the engine gave. */
function errorText(error: QueryErrorEntry): string {
  const location = errorLocation(error);
  const codes = issueCodes(error);
  return [
    error.message,
    ...(location ? [location] : []),
    ...(codes.length > 0 ? ['This may be triggered by:', ...codes] : []),
  ].join('\n');
}

/**
 * A failed query's errors, each titled by its type as Superset's error messages are (`DuckDB Error` for the
 * engine's errors, `Parameter error`, `Timeout error`...). When the browser gave up waiting for the rows
 * (`FRONTEND_TIMEOUT_ERROR`), they can be fetched again; otherwise the engine's job page is offered when there is one.
 */
export function QueryErrors({ query, onRetryFetch }: { query: Query; onRetryFetch?: () => void }) {
  const errors = queryErrors(query);
  const timedOutFetching = errors.some((error) => error.error_type === 'FRONTEND_TIMEOUT_ERROR');
  return (
    <Stack gap="xs" data-testid="sqllab-query-errors">
      {errors.map((error, index) => (
        <ErrorAlert key={index} title={errorTitle(error)} message={errorText(error)} />
      ))}
      {timedOutFetching && onRetryFetch && (
        <Button size="xs" variant="default" onClick={onRetryFetch} style={{ alignSelf: 'flex-start' }}>
          Retry fetching results
        </Button>
      )}
      {!timedOutFetching && query.trackingUrl && (
        <Button
          component="a"
          href={query.trackingUrl}
          target="_blank"
          rel="noreferrer"
          size="xs"
          variant="default"
          style={{ alignSelf: 'flex-start' }}
        >
          See query details
        </Button>
      )}
    </Stack>
  );
}
