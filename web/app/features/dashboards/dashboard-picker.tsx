import { Autocomplete, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { type DashboardChoice, dashboardsApi } from './api.ts';

/** What the user picked: one of their dashboards, or a title for a dashboard to create. */
export type DashboardPick = { kind: 'existing'; id: number; title: string } | { kind: 'new'; title: string };

/** The pick a typed title means: a dashboard of theirs with that title (any case), else a new one; null when empty. */
export function pickOf(text: string, choices: readonly DashboardChoice[]): DashboardPick | null {
  const title = text.trim();
  if (title === '') return null;
  const found = choices.find((choice) => choice.dashboard_title.toLowerCase() === title.toLowerCase());
  return found ? { kind: 'existing', id: found.id, title: found.dashboard_title } : { kind: 'new', title };
}

/** The state of an "Add to dashboard" field: what is typed, the user's matching dashboards, and what it means. */
export interface DashboardPickState {
  text: string;
  setText: (text: string) => void;
  choices: DashboardChoice[];
  pick: DashboardPick | null;
  /** False while the search for the typed title is still under way (the pick may still change). */
  settled: boolean;
}

/** Searches the dashboards `userId` owns for the typed title (debounced) and tells what saving would do with it. */
export function useDashboardPick(userId: number | undefined): DashboardPickState {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const owned = dashboardsApi.useOwnedDashboardsQuery(
    { userId: userId ?? 0, search: debounced },
    { skip: userId === undefined },
  );
  const choices = owned.data ?? [];
  const settled = text.trim() === '' || (debounced === text.trim() && !owned.isFetching);
  return { text, setText, choices, pick: pickOf(text, choices), settled };
}

/**
 * Superset's "Add to dashboard" field: type to search the dashboards you own and pick one, or type a new title to
 * create that dashboard on save. The line under the field says which will happen.
 */
export function DashboardPicker({ state }: { state: DashboardPickState }) {
  const { text, setText, choices, pick, settled } = state;
  const hint =
    pick === null
      ? 'Optional: leave empty to save the chart on its own.'
      : !settled
        ? 'Looking for your dashboards...'
        : pick.kind === 'new'
          ? `A new dashboard "${pick.title}" will be created with this chart.`
          : `The chart will be added to "${pick.title}".`;
  return (
    <div>
      <Autocomplete
        label="Add to dashboard"
        placeholder="Select a dashboard OR create a new one"
        data={[...new Set(choices.map((choice) => choice.dashboard_title))]}
        value={text}
        onChange={setText}
        filter={({ options }) => options}
        limit={100}
        data-testid="save-dashboard-select"
      />
      <Text size="xs" c="dimmed" mt={4} data-testid="save-dashboard-hint">
        {hint}
      </Text>
    </div>
  );
}
