import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ChartListItem } from '#shared/api/chart.ts';
import { ListCards, type CardParts, type RowActions } from '../lists/index.ts';
import { ChartTitle, DatasetLink } from './chart-bits.tsx';
import { chartName } from './chart-names.ts';
import { VizTypeCover } from './viz-type-art.tsx';

/** Props of the card view: the page's charts, what they call back into, and the bulk selection when it is on. */
export interface ChartCardsProps {
  charts: readonly ChartListItem[];
  actions: RowActions<ChartListItem>;
  /** Selected chart ids, or undefined when bulk select is off. */
  selected?: ReadonlySet<number>;
  onToggleSelected: (chart: ChartListItem) => void;
}

/** A chart card: a cover drawing the chart's type, the dataset beside the age, and Superset's "more" menu (edit the properties, delete). */
const CHART_CARD: CardParts<ChartListItem> = {
  nameOf: chartName,
  linkOf: (chart) => chart.slice_url,
  cover: (chart) => <VizTypeCover vizType={chart.viz_type} />,
  title: (chart) => <ChartTitle chart={chart} fw={600} />,
  detail: (chart) => <DatasetLink chart={chart} />,
  canSelect: (chart, actions) => actions.canEdit(chart),
  menu: (chart, actions) =>
    actions.canEdit(chart)
      ? [
          { label: 'Edit properties', icon: <IconPencil size={16} aria-hidden />, onClick: () => actions.edit(chart) },
          {
            label: 'Delete',
            color: 'red',
            icon: <IconTrash size={16} aria-hidden />,
            onClick: () => actions.remove(chart),
          },
        ]
      : [],
};

/** The card view (Superset's ChartCard): a cover drawing the chart's type, its name, dataset, age and owners. */
export function ChartCards({ charts, actions, selected, onToggleSelected }: ChartCardsProps) {
  return (
    <ListCards
      label="Charts"
      items={charts}
      parts={CHART_CARD}
      actions={actions}
      selected={selected}
      onToggleSelected={onToggleSelected}
    />
  );
}
