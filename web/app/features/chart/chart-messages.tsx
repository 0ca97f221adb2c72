import { Alert, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../ui/empty-state.tsx';
import type { ChartError } from './chart-errors.ts';
import { errorTitle, issueCodes } from './error-title.ts';

/** A query that returned no rows. */
export function NoResultsState() {
  return (
    <EmptyState
      title="No results were returned for this query"
      description="Make sure that the controls are configured properly and the datasource contains data for the selected time range"
    />
  );
}

/**
 * Superset's chart error alert: a stopped chart says so; a failed one is titled by its error type (`DuckDB Error`,
 * `Timeout error`, `Unexpected error`), shows each message's first line with the rest below, and the issue codes
 * the engine gave.
 */
export function ChartErrors({
  errors,
  stopped,
  testId = 'explore-chart-error',
}: {
  errors: readonly ChartError[];
  stopped: boolean;
  testId?: string;
}) {
  if (stopped) {
    return (
      <Alert color="yellow" title="Query stopped" role="alert" data-testid={testId}>
        <Text size="sm">{errors[0]?.message}</Text>
      </Alert>
    );
  }
  const codes = issueCodes(errors[0]);
  return (
    <Alert color="red" title={errorTitle(errors[0])} role="alert" data-testid={testId}>
      <Stack gap={6}>
        {errors.map((error, index) => {
          const [first, ...rest] = error.message.split('\n');
          return (
            <Stack key={index} gap={2}>
              <Text size="sm" fw={500}>
                {first}
              </Text>
              {rest.length > 0 && (
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {rest.join('\n')}
                </Text>
              )}
            </Stack>
          );
        })}
        {codes.length > 0 && (
          <Text
            size="xs"
            c="dimmed"
            style={{ whiteSpace: 'pre-line' }}
          >{`This may be triggered by:\n${codes.join('\n')}`}</Text>
        )}
      </Stack>
    </Alert>
  );
}
