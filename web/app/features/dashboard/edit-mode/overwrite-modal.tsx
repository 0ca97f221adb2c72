import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { OverwriteDifference } from './overwrite-differences.ts';

export interface OverwriteModalProps {
  differences: readonly OverwriteDifference[];
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Superset's overwrite confirmation: someone else saved the dashboard since it was opened; the fields this save would
 * replace are listed with the stored value and this save's, and only confirming overwrites them.
 */
export function OverwriteModal({ differences, saving, onConfirm, onCancel }: OverwriteModalProps) {
  return (
    <Modal opened onClose={onCancel} title="Confirm overwrite" size="xl">
      <Stack gap="md">
        <Text>Please confirm the overwrite values.</Text>
        <Text size="sm" c="dimmed">
          This dashboard was changed by someone else since you opened it. Overwriting replaces their values with yours.
        </Text>
        <Table withTableBorder withColumnBorders data-testid="overwrite-differences">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={140}>Field</Table.Th>
              <Table.Th>Current value</Table.Th>
              <Table.Th>Your value</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {differences.map((difference) => (
              <Table.Tr key={difference.field}>
                <Table.Td fw={500}>{difference.label}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>{difference.current}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>{difference.yours}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={saving}>
            Overwrite
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
