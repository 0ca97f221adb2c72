import { Divider, Stack, Text, Tooltip } from '@mantine/core';
import type { FilterConfigItem, FilterDivider } from '#shared/dashboard/native-filters.ts';
import { FilterControl } from './filter-control.tsx';

/** A divider of the bar: its title, its description in a tooltip. */
export function FilterDividerView({ divider, horizontal = false }: { divider: FilterDivider; horizontal?: boolean }) {
  const title = (
    <Text size="sm" fw={700} data-testid="filter-divider">
      {divider.title}
    </Text>
  );
  return (
    <Stack gap={2} style={horizontal ? { borderLeft: '1px solid var(--skyset-border)', paddingLeft: 8 } : undefined}>
      {divider.description ? (
        <Tooltip label={divider.description} multiline maw={280}>
          {title}
        </Tooltip>
      ) : (
        title
      )}
      {horizontal ? null : <Divider />}
    </Stack>
  );
}

/** The bar's entries in their configured order: filters and dividers. */
export function FilterEntries({
  items,
  horizontal = false,
}: {
  items: readonly FilterConfigItem[];
  horizontal?: boolean;
}) {
  return items.map((item) =>
    item.type === 'DIVIDER' ? (
      <FilterDividerView key={item.id} divider={item} horizontal={horizontal} />
    ) : (
      <div key={item.id} style={horizontal ? { width: 220, flex: '0 0 auto' } : undefined}>
        <FilterControl filter={item} />
      </div>
    ),
  );
}
