import type { ExploreColumn, ExploreDatasource, ExploreMetric } from '#shared/api/explore.ts';
import type { ControlConfig, FormData } from '../../../plugins/types.ts';

/** A dataset column as Explore's datasource describes it. */
export type DatasetColumn = ExploreColumn;

/** A saved metric of the dataset. */
export type DatasetMetric = ExploreMetric;

/** What one control renderer receives: its description, the current value and where to send a new one. */
export interface ControlProps {
  config: ControlConfig;
  value: unknown;
  onChange: (value: unknown) => void;
  formData: FormData;
  datasource: ExploreDatasource;
}

/** Something dragged from the dataset panel onto a control. */
export type DragItem = { kind: 'column'; column: DatasetColumn } | { kind: 'metric'; metric: DatasetMetric };

/** What each drop target publishes through dnd-kit's `useDroppable` data, for the page's `DndContext` to call. */
export interface DropTargetData {
  accepts: readonly DragItem['kind'][];
  onDrop: (item: DragItem) => void;
}

export type { ExploreDatasource };
