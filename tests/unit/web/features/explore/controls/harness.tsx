import { DndContext, useDndContext, type UniqueIdentifier } from '@dnd-kit/core';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, vi } from 'vitest';
import type { ExploreDatasource } from '../../../../../../shared/api/explore.ts';
import type { ControlConfig, FormData } from '../../../../../../web/app/plugins/types.ts';
import type { ControlProps, DropTargetData } from '../../../../../../web/app/features/explore/controls/types.ts';
import { preloadControlParts } from '../../../../../../web/app/features/explore/controls/lazy-parts.tsx';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// Editors and Customize-only controls are a chunk of their own that Explore preloads; loaded up front here, they
// render at once as in the page.
beforeAll(async () => {
  await preloadControlParts();
});

const column = (column_name: string, type: string, type_generic: number, is_dttm = false) => ({
  column_name,
  verbose_name: null,
  type,
  type_generic,
  is_dttm,
  groupby: true,
  filterable: true,
  expression: null,
  description: null,
  python_date_format: null,
});

/** A small birth_names-like dataset. */
export const DATASOURCE: ExploreDatasource = {
  id: 3,
  type: 'table',
  uid: '3__table',
  name: 'main.birth_names',
  datasource_name: 'birth_names',
  table_name: 'birth_names',
  schema: 'main',
  description: null,
  main_dttm_col: 'ds',
  columns: [
    column('ds', 'TIMESTAMP', 2, true),
    column('gender', 'VARCHAR', 1),
    column('num', 'BIGINT', 0),
    column('state', 'VARCHAR', 1),
  ],
  metrics: [
    {
      metric_name: 'count',
      verbose_name: 'COUNT(*)',
      expression: 'COUNT(*)',
      d3format: null,
      currency: null,
      description: null,
      warning_text: null,
    },
    {
      metric_name: 'sum__num',
      verbose_name: null,
      expression: 'SUM(num)',
      d3format: null,
      currency: null,
      description: null,
      warning_text: null,
    },
  ],
  column_formats: {},
  currency_formats: {},
  verbose_map: {},
  time_grain_sqla: [
    ['P1D', 'Day'],
    ['P1W', 'Week'],
    ['P1M', 'Month'],
  ],
  granularity_sqla: [['ds', 'ds']],
  database: { id: 1, backend: 'duckdb' },
  sql: null,
  owners: [],
  cache_timeout: null,
  is_sqllab_view: false,
};

/** A table chart's form data for tests. */
export const FORM_DATA: FormData = { viz_type: 'table', datasource: '3__table' };

/** Wraps UI in Mantine's test mode: no transitions and no portals, so popovers render in place at once. */
export function renderInMantine(ui: ReactElement): RenderResult {
  return render(<MantineProvider env="test">{ui}</MantineProvider>);
}

/** Renders one control renderer with a spy for its changes. */
export function renderControl(
  Renderer: (props: ControlProps) => ReactElement | null,
  config: Partial<ControlConfig> & Pick<ControlConfig, 'type'>,
  value: unknown,
  formData: FormData = FORM_DATA,
) {
  const onChange = vi.fn<(value: unknown) => void>();
  const full: ControlConfig = { name: 'ctl', label: 'Control', ...config };
  const result = renderInMantine(
    <Renderer config={full} value={value} onChange={onChange} formData={formData} datasource={DATASOURCE} />,
  );
  return { ...result, onChange };
}

/** Collects the drop targets registered with a DndContext, to call their `onDrop` as the page's context would. */
export function DropTargetProbe({
  onTargets,
}: {
  onTargets: (targets: Map<UniqueIdentifier, DropTargetData>) => void;
}) {
  const { droppableContainers } = useDndContext();
  const targets = new Map<UniqueIdentifier, DropTargetData>();
  for (const container of droppableContainers.values()) {
    if (container) targets.set(container.id, container.data.current as DropTargetData);
  }
  onTargets(targets);
  return null;
}

/** Renders a control inside a DndContext and answers the drop target it registered. */
export function renderDroppable(
  Renderer: (props: ControlProps) => ReactElement | null,
  config: Partial<ControlConfig> & Pick<ControlConfig, 'type'>,
  value: unknown,
) {
  const onChange = vi.fn<(value: unknown) => void>();
  let targets = new Map<UniqueIdentifier, DropTargetData>();
  const full: ControlConfig = { name: 'ctl', label: 'Control', ...config };
  const result = renderInMantine(
    <DndContext>
      <Renderer config={full} value={value} onChange={onChange} formData={FORM_DATA} datasource={DATASOURCE} />
      <DropTargetProbe onTargets={(found) => (targets = found)} />
    </DndContext>,
  );
  return { ...result, onChange, target: () => targets.get(`control:${full.name}`) };
}

/** Types into an input as a user would: Mantine's comboboxes ignore changes to an input that has no focus. */
export function typeInto(input: HTMLElement, text: string) {
  input.focus();
  fireEvent.change(input, { target: { value: text } });
}
