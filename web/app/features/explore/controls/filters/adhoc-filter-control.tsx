import { ChipList } from '../dnd/chip-list.tsx';
import type { ControlProps } from '../types.ts';
import { FilterEditor } from '../lazy-parts.tsx';
import { filterLabel, filtersOf, type AdhocFilter } from './filter-model.ts';

const ACCEPTS = ['column'] as const;
const systemClock = () => new Date();

/** Superset's AdhocFilterControl (`adhoc_filters`): chips of filters; a dropped column opens the popover with it. */
export function AdhocFilterControl({ config, value, onChange, datasource }: ControlProps) {
  return (
    <ChipList<AdhocFilter>
      name={config.name}
      prompt="Drop columns here or click"
      accepts={ACCEPTS}
      multi
      items={filtersOf(value)}
      labelOf={filterLabel}
      onItemsChange={onChange}
      fromDrop={() => 'edit'}
      renderEditor={(editor) => <FilterEditor {...editor} columns={datasource.columns} now={systemClock} />}
    />
  );
}
