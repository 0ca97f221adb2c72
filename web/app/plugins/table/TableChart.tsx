import { useEffect } from 'react';
import { Group, Pagination, Text, TextInput } from '@mantine/core';
import { PageSizeSelect, pageSizeChoices } from './PageSizeSelect.tsx';
import type { ChartComponentProps } from '../types.ts';
import { TableBody } from './TableBody.tsx';
import type { TableProps } from './transform-props.ts';
import { useTableModel } from './use-table-model.ts';

const BAR_HEIGHT = 40;

/** Superset's message for a table with no rows. */
export const NO_RESULTS = 'No results were returned for this query';

/**
 * The table chart: page size choice, search box and pagination around a virtualised grid whose headers sort on click.
 * Everything is client side unless server pagination is on, when page, sort and search go to the host.
 */
export function TableChart(allProps: ChartComponentProps<TableProps>) {
  const { width, height, hooks, ...props } = allProps;
  const { table, search, onSearch, pageSize, onPageSize } = useTableModel(props, hooks);
  const onRenderComplete = hooks.onRenderComplete;
  useEffect(() => {
    onRenderComplete?.();
  }, [onRenderComplete, props.rows]);
  const paged = props.pageSize > 0;
  const pageCount = table.getPageCount();
  const shownCount = props.serverPagination ? props.rowCount : table.getFilteredRowModel().rows.length;
  const topBar = props.includeSearch || paged;
  const bodyHeight = Math.max(height - (topBar ? BAR_HEIGHT : 0) - (paged && pageCount > 1 ? BAR_HEIGHT : 0), 0);
  if (props.rows.length === 0 && !search) {
    return (
      <Text size="sm" c="dimmed" ta="center" style={{ width, lineHeight: `${height}px` }}>
        {NO_RESULTS}
      </Text>
    );
  }
  return (
    <div style={{ width, height, display: 'flex', flexDirection: 'column' }}>
      {topBar && (
        <Group justify="space-between" h={BAR_HEIGHT} gap="xs" wrap="nowrap">
          {paged ? (
            <PageSizeSelect
              value={pageSize}
              choices={pageSizeChoices(
                pageSize,
                props.serverPagination ? props.rowCount : props.rows.length,
                props.serverPagination,
              )}
              onChange={onPageSize}
            />
          ) : (
            <span />
          )}
          {props.includeSearch && (
            <Group gap="xs" wrap="nowrap">
              <Text size="sm">Search</Text>
              <TextInput
                size="xs"
                aria-label="Search"
                placeholder={`${shownCount} records`}
                value={search}
                onChange={(event) => onSearch(event.currentTarget.value)}
              />
            </Group>
          )}
        </Group>
      )}
      <TableBody props={props} table={table} height={bodyHeight} hooks={hooks} />
      {paged && pageCount > 1 && (
        <Group justify="flex-end" h={BAR_HEIGHT}>
          <Pagination
            size="sm"
            total={pageCount}
            value={table.getState().pagination.pageIndex + 1}
            onChange={(page) => table.setPageIndex(page - 1)}
          />
        </Group>
      )}
    </div>
  );
}
