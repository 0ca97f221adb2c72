import { Group, Pagination, Select, Text } from '@mantine/core';
import { PAGE_SIZES, pageCountOf, pageRangeLabel, type PageSize } from './list-state.ts';

/** Props of the list footer: where the page is, how many items match, and how to move. */
export interface ListFooterProps {
  pageIndex: number;
  pageSize: number;
  count: number;
  onPage: (pageIndex: number) => void;
  /** Absent on lists with a fixed page size: no page size select is shown. */
  onPageSize?: (pageSize: PageSize) => void;
}

const SIZE_CHOICES = PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} / page` }));

/** Superset's list footer: `1-25 of 44`, the pager, and (Skyset's addition) the page size. */
export function ListFooter({ pageIndex, pageSize, count, onPage, onPageSize }: ListFooterProps) {
  const pageCount = pageCountOf(count, pageSize);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" aria-label="Pages" role="navigation">
      <Text size="sm" c="dimmed" data-testid="list-range">
        {pageRangeLabel(pageIndex, pageSize, count)}
      </Text>
      <Group gap="sm">
        {pageCount > 1 && (
          <Pagination
            total={pageCount}
            value={pageIndex + 1}
            onChange={(page) => onPage(page - 1)}
            size="sm"
            withEdges
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        )}
        {onPageSize && (
          <Select
            aria-label="Page size"
            w={120}
            size="xs"
            data={SIZE_CHOICES}
            value={String(pageSize)}
            allowDeselect={false}
            onChange={(value) => {
              const size = PAGE_SIZES.find((candidate) => String(candidate) === value);
              if (size !== undefined) onPageSize(size);
            }}
          />
        )}
      </Group>
    </Group>
  );
}
