import { Group, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconEye, IconSearch, IconTable } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import type { TableListEntry } from '../../databases/index.ts';

/** Props of {@link TableList}. */
export interface TableListProps {
  tables: readonly TableListEntry[];
  loading: boolean;
  /** Names of tables already open, marked in the list. */
  openNames: ReadonlySet<string>;
  onOpen: (name: string) => void;
  height?: number;
}

const ROW_HEIGHT = 28;

/** Tables and views of a schema, filtered by a search box; only the rows in view are in the DOM, so thousands scroll freely. */
export function TableList({ tables, loading, openNames, onOpen, height = 240 }: TableListProps) {
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle === '' ? tables : tables.filter((table) => table.value.toLowerCase().includes(needle));
  }, [tables, search]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    // The box's height is fixed here, so it need not be measured (test DOMs would measure 0 and draw nothing).
    observeElementRect: (_instance, notify) => {
      notify({ width: 280, height });
      return undefined;
    },
  });
  return (
    <div>
      <TextInput
        size="xs"
        placeholder="Select table or type to search tables"
        aria-label="Search tables"
        leftSection={<IconSearch size={14} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        mb={4}
      />
      <Text size="xs" c="dimmed" mb={4}>
        {loading
          ? 'Loading tables…'
          : `${shown.length.toLocaleString('en')} of ${tables.length.toLocaleString('en')} tables`}
      </Text>
      <div ref={scrollRef} style={{ height, overflowY: 'auto' }} role="listbox" aria-label="Tables">
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const table = shown[item.index]!;
            const open = openNames.has(table.value);
            return (
              <UnstyledButton
                key={table.value}
                role="option"
                aria-selected={open}
                onClick={() => onOpen(table.value)}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  height: ROW_HEIGHT,
                  transform: `translateY(${item.start}px)`,
                }}
                title={table.value}
              >
                <Group gap={6} wrap="nowrap" px={4}>
                  {table.type === 'view' ? (
                    <IconEye size={14} aria-label="view" />
                  ) : (
                    <IconTable size={14} aria-label="table" />
                  )}
                  <Text size="sm" truncate fw={open ? 600 : undefined}>
                    {table.value}
                  </Text>
                </Group>
              </UnstyledButton>
            );
          })}
        </div>
      </div>
    </div>
  );
}
