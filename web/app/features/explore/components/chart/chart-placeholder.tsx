import { Alert, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import type { ChartError } from '../../state/index.ts';

/**
 * Superset's words before the first run when required controls are empty or invalid; the controls themselves show
 * which values are missing (highlighted, with their message), so the chart area does not repeat their internal names.
 */
export function MissingControlsState() {
  return (
    <Stack gap="sm" data-testid="explore-chart-missing-controls">
      <EmptyState
        title="Add required control values to preview chart"
        description='Select values in highlighted field(s) in the control panel. Then run the query by clicking on the "Create chart" button.'
      />
    </Stack>
  );
}

/** Before the first run of a valid chart. */
export function ReadyState() {
  return (
    <EmptyState
      title="Your chart is ready to go!"
      description='Click on "Create chart" button in the control panel on the left to preview a visualization or click on "Save" to save it.'
    />
  );
}

/** A query that returned no rows. */
export function NoResultsState() {
  return (
    <EmptyState
      title="No results were returned for this query"
      description="Make sure that the controls are configured properly and the datasource contains data for the selected time range"
    />
  );
}

/** The errors of a failed or stopped query, each of Superset's `errors[]` entries on its own line. */
export function ChartErrors({ errors, stopped }: { errors: readonly ChartError[]; stopped: boolean }) {
  return (
    <Alert color={stopped ? 'yellow' : 'red'} title={stopped ? 'Query stopped' : 'Data error'} role="alert" data-testid="explore-chart-error">
      <Stack gap={4}>
        {errors.map((error, index) => (
          <Text key={index} size="sm" style={{ whiteSpace: 'pre-line' }}>
            {error.message}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
