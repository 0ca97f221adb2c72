import { ScrollArea, Table } from '@mantine/core';
import { valueText, type Alteration } from '../../state/altered.ts';

/** Names of fields that have no control of their own in a panel. */
const FIELD_LABELS: Readonly<Record<string, string>> = { viz_type: 'Visualization Type', datasource: 'Datasource' };

/** Props of {@link AlteredChanges}: the changed fields and the control labels to name them by. */
export interface AlteredChangesProps {
  changes: readonly Alteration[];
  labels: ReadonlyMap<string, string>;
}

/** The "Altered" popover's table: each changed control with its saved and current value. */
export function AlteredChanges({ changes, labels }: AlteredChangesProps) {
  return (
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
  );
}
