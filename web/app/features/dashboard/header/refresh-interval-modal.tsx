import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { REFRESH_INTERVALS } from '../use-dashboard-refresh.ts';

/** Superset's "Refresh interval" modal: how often the dashboard refreshes for this session. */
export function RefreshIntervalModal({
  seconds,
  onClose,
  onChange,
}: {
  seconds: number;
  onClose: () => void;
  onChange: (seconds: number) => void;
}) {
  const [draft, setDraft] = useState(String(seconds));
  const known = REFRESH_INTERVALS.some(([value]) => String(value) === draft);
  const data = REFRESH_INTERVALS.map(([value, label]) => ({ value: String(value), label }));
  return (
    <Modal opened onClose={onClose} title="Refresh interval">
      <Stack gap="sm">
        <Select
          label="Refresh frequency"
          data={known ? data : [...data, { value: draft, label: `${draft} seconds` }]}
          value={draft}
          onChange={(value) => value !== null && setDraft(value)}
          allowDeselect={false}
          data-testid="dashboard-refresh-interval"
        />
        <Text size="xs" c="dimmed">
          Charts refresh one after another, spread over at least 5 seconds.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              onChange(Number(draft));
              onClose();
            }}
          >
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
