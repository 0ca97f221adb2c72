import { useMemo, useState } from 'react';
import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type Row,
  type SortingState,
} from '@tanstack/react-table';
import type { ChartHooks } from '../types.ts';
import type { TableColumn } from './columns.ts';
import type { TableOwnState } from '#shared/chart-query/table/own-state.ts';
import type { TableProps } from './transform-props.ts';

type Record_ = Record<string, unknown>;

/** Numbers by value, everything else as text; empty values sort last either way (Superset's table order). */
export function compareCells(a: unknown, b: unknown): number {
  const emptyA = a === null || a === undefined;
  const emptyB = b === null || b === undefined;
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

/** The client search: a row matches when any shown cell, as written, contains the text (case-insensitive). */
export function rowMatches(row: Record_, columns: readonly TableColumn[], search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return columns.some((column) => {
    const value = row[column.key];
    return (
      String(value ?? '')
        .toLowerCase()
        .includes(needle) || column.format(value).toLowerCase().includes(needle)
    );
  });
}

function columnDefs(columns: readonly TableColumn[]): ColumnDef<Record_>[] {
  return columns.map((column) => ({
    id: column.key,
    accessorFn: (row) => row[column.key],
    header: column.label,
    sortingFn: (a: Row<Record_>, b: Row<Record_>) => compareCells(a.original[column.key], b.original[column.key]),
    sortDescFirst: column.isNumeric,
  }));
}

/**
 * The react-table model of the chart. Client mode sorts, searches and pages in the browser; under server
 * pagination every change goes to the host as the chart's own state, which runs the query again.
 */
export function useTableModel(props: TableProps, hooks: ChartHooks) {
  const server = props.serverPagination;
  const own = props.ownState;
  const [sorting, setSorting] = useState<SortingState>(own.sortBy?.map((s) => ({ id: s.key, desc: s.desc })) ?? []);
  const [search, setSearch] = useState(own.searchText ?? '');
  // The size chosen in "Show n entries"; 0 is "All", one page of every row at hand.
  const [pageSize, setPageSize] = useState(props.pageSize);
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: own.currentPage ?? 0,
    pageSize: props.pageSize || Math.max(props.rows.length, 1),
  });
  const pushOwnState = (next: Partial<TableOwnState>) => {
    hooks.setDataMask?.({ ownState: { ...own, pageSize: pagination.pageSize, ...next } });
  };
  const columns = useMemo(() => columnDefs(props.columns), [props.columns]);
  const table = useReactTable<Record_>({
    data: props.rows,
    columns,
    state: { sorting, globalFilter: search, pagination },
    manualSorting: server,
    manualFiltering: server,
    manualPagination: server,
    pageCount: server && props.pageSize > 0 ? Math.ceil(props.rowCount / props.pageSize) : undefined,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      setSorting(next);
      if (server) pushOwnState({ sortBy: next.map((s) => ({ key: s.id, desc: s.desc })), currentPage: 0 });
    },
    onPaginationChange: (updater) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater;
      setPagination(next);
      if (server) pushOwnState({ currentPage: next.pageIndex, pageSize: next.pageSize });
    },
    globalFilterFn: (row, _id, value: string) => rowMatches(row.original, props.columns, value),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    ...(props.pageSize > 0 && !server ? { getPaginationRowModel: getPaginationRowModel() } : {}),
  });
  const onSearch = (text: string) => {
    setSearch(text);
    setPagination((current) => ({ ...current, pageIndex: 0 }));
    if (server)
      pushOwnState({ searchText: text, searchColumn: own.searchColumn ?? props.columns[0]?.key, currentPage: 0 });
  };
  const onPageSize = (size: number) => {
    setPageSize(size);
    setPagination({ pageIndex: 0, pageSize: size || Math.max(props.rows.length, 1) });
    if (server) pushOwnState({ pageSize: size, currentPage: 0 });
  };
  return { table, search, onSearch, pageSize, onPageSize };
}
