import { Alert, Button, Code, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useToasts } from '../../toasts/index.ts';
import { dashboardViewApi } from '../api.ts';
import { useSanitizedCss } from '../scoped-css.tsx';

/** The parts of the draft the dashboard leaves out when it applies it, so the author sees why a rule has no effect. */
function DroppedParts({ dropped }: { dropped: readonly string[] }) {
  if (dropped.length === 0) return null;
  return (
    <Alert color="yellow" title="Left out when the dashboard applies this CSS" data-testid="dashboard-css-dropped">
      <Text size="xs" mb={4}>
        Only rules inside the dashboard apply; imports, outside URLs and unreadable parts are skipped.
      </Text>
      <Stack gap={2}>
        {dropped.map((part, index) => (
          <Code key={index} block>
            {part}
          </Code>
        ))}
      </Stack>
    </Alert>
  );
}

/** "Edit CSS": the dashboard's custom CSS, applied to this dashboard only and saved with it (`PUT css`). */
export function CssModal({
  dashboardId,
  css,
  onClose,
  onSaved,
}: {
  dashboardId: number;
  css: string;
  onClose: () => void;
  onSaved: (css: string) => void;
}) {
  const [draft, setDraft] = useState(css);
  const sanitized = useSanitizedCss(dashboardId, draft);
  const [putDashboard, { isLoading }] = dashboardViewApi.usePutDashboardMutation();
  const { addSuccessToast, addDangerToast } = useToasts();
  const save = () => {
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
  };
  return (
    <Modal opened onClose={onClose} title="CSS" size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Live CSS editor: the rules apply to this dashboard only.
        </Text>
        <Textarea
          aria-label="CSS"
          autosize
          minRows={12}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          data-testid="dashboard-css-editor"
        />
        <DroppedParts dropped={sanitized?.dropped ?? []} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={isLoading}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
