import { SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { ResultView, type ResultState } from '../../../chart-actions/index.ts';

/** Superset's names of a chart's queries in the data pane: `Results A`, `Results B`... */
export const queryResultName = (index: number) => `Results ${String.fromCharCode(65 + index)}`;

/** Props of {@link QueryResults}: the chart's results as they load, in a box of `height` pixels. */
export interface QueryResultsProps {
  state: ResultState;
  height: number;
}

/** The results of each of the chart's queries (a mixed chart has two), one at a time. */
export function QueryResults({ state, height }: QueryResultsProps) {
  const [index, setIndex] = useState(0);
  if (state.status !== 'done' || state.results.length < 2) return <ResultView state={state} height={height} />;
  const shown = Math.min(index, state.results.length - 1);
  return (
    <Stack gap={4}>
      <SegmentedControl
        size="xs"
        style={{ alignSelf: 'flex-start' }}
        value={String(shown)}
        onChange={(value) => setIndex(Number(value))}
        data={state.results.map((_, at) => ({ value: String(at), label: queryResultName(at) }))}
      />
      <ResultView key={shown} state={{ ...state, result: state.results[shown]! }} height={height - 32} />
    </Stack>
  );
}
