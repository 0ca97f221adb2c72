import { Stack } from '@mantine/core';
import { EmptyState } from '../../../../ui/empty-state.tsx';
export { ChartErrors, NoResultsState } from '../../../chart/index.ts';

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
