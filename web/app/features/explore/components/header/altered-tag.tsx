import { Badge, Popover, ScrollArea, Table, UnstyledButton } from '@mantine/core';
import { useMemo } from 'react';
import { useAppSelector } from '../../../../core/store.ts';
import type { ChartPlugin } from '../../../../plugins/types.ts';
import { allControlLabels } from '../../controls/index.ts';
import { alterations, valueText } from '../../state/altered.ts';
import { selectExploreState } from '../../state/index.ts';

/** Names of fields that have no control of their own in a panel. */
const FIELD_LABELS: Readonly<Record<string, string>> = { viz_type: 'Visualization Type', datasource: 'Datasource' };

/**
 * Superset's "Altered" tag: shown by the title of a saved chart whose controls differ from what was saved; its
 * popover lists each changed control with its saved and current value.
 */
export function AlteredTag({ plugin }: { plugin: ChartPlugin | undefined }) {
  const { formData, savedFormData } = useAppSelector(selectExploreState);
  const changes = useMemo(() => (formData && savedFormData ? alterations(savedFormData, formData) : []), [formData, savedFormData]);
  const labels = useMemo(() => (plugin ? allControlLabels(plugin.controlPanel) : new Map<string, string>()), [plugin]);
  if (changes.length === 0) return null;
  return (
    <Popover position="bottom-start" width={520} shadow="md" withArrow>
      <Popover.Target>
        <UnstyledButton aria-label="Show the changes since the chart was saved" data-testid="explore-altered-tag">
          <Badge color="orange" variant="light" tt="none" style={{ cursor: 'pointer' }}>
            Altered
          </Badge>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <ScrollArea.Autosize mah={360}>
          <Table striped withTableBorder fz="sm" data-testid="explore-altered-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Control</Table.Th>
                <Table.Th>Before</Table.Th>
                <Table.Th>After</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changes.map(({ field, before, after }) => (
                <Table.Tr key={field}>
                  <Table.Td>{labels.get(field) ?? FIELD_LABELS[field] ?? field}</Table.Td>
                  <Table.Td>{valueText(before)}</Table.Td>
                  <Table.Td>{valueText(after)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
