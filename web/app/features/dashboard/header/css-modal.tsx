import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useToasts } from '../../toasts/index.ts';
import { dashboardViewApi } from '../api.ts';

/** "Edit CSS": the dashboard's custom CSS, applied to this dashboard only and saved with it (`PUT css`). */
export function CssModal({ dashboardId, css, onClose, onSaved }: { dashboardId: number; css: string; onClose: () => void; onSaved: (css: string) => void }) {
  const [draft, setDraft] = useState(css);
  const [putDashboard, { isLoading }] = dashboardViewApi.usePutDashboardMutation();
  const { addSuccessToast, addDangerToast } = useToasts();
  const save = () =>
    putDashboard({ id: dashboardId, body: { css: draft } })
      .unwrap()
      .then(
        () => {
          onSaved(draft);
          addSuccessToast('The dashboard has been saved');
          onClose();
        },
        () => addDangerToast('Sorry, there was an error saving this dashboard'),
      );
  return (
    <Modal opened onClose={onClose} title="CSS" size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">Live CSS editor: the rules apply to this dashboard only.</Text>
        <Textarea
          aria-label="CSS"
          autosize
          minRows={12}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          data-testid="dashboard-css-editor"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>Cancel</Button>
          <Button onClick={save} loading={isLoading}>Save</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
