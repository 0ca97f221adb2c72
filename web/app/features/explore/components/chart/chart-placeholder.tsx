import { Stack } from '@mantine/core';
import { EmptyState } from '../../../../ui/empty-state.tsx';
export { ChartErrors, NoResultsState } from '../../../chart/index.ts';

/** A message in the chart's place, with a test id naming why the chart waits. */
function WaitingMessage({ testId, title, description }: { testId: string; title: string; description: string }) {
  return (
    <Stack gap="sm" data-testid={testId}>
      <EmptyState title={title} description={description} />
    </Stack>
  );
}

/**
 * Superset's words before the first run when required controls are empty or invalid; the controls themselves show
 * which values are missing (highlighted, with their message), so the chart area does not repeat their internal names.
 */
export function MissingControlsState() {
  return (
    <WaitingMessage
      testId="explore-chart-missing-controls"
      title="Add required control values to preview chart"
      description='Select values in highlighted field(s) in the control panel. Then run the query by clicking on the "Create chart" button.'
    />
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

/**
 * After the chart type changed, until the new type's query has run: the old answer was shaped for the old type, so
 * nothing is drawn from it.
 */
export function TypeChangedState() {
  return (
    <WaitingMessage
      testId="explore-chart-type-changed"
      title="Run to see the chart"
      description='The chart type has changed. Click on "Update chart" in the control panel to draw it with the new type.'
    />
  );
}
