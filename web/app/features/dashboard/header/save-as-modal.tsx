import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DASHBOARD_TITLE_MAX_LENGTH } from '#shared/api/dashboard.ts';
import type { Layout } from '#shared/dashboard/layout.ts';
import { ApiError } from '../../../core/http/api-error.ts';
import { useAppSelector } from '../../../core/store.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { layoutHistorySelectors } from '../layout-ops/index.ts';
import { copyDashboard, copyTitle } from './copy-dashboard.ts';

/** Props of {@link SaveAsModal}. */
export interface SaveAsModalProps {
  dashboardId: number;
  title: string;
  /** The layout the page loaded, used until the layout slice holds it. */
  loadedLayout: Layout;
  onClose: () => void;
}

/**
 * Superset's dashboard "Save as": the copy's title (the dashboard's with ` [copy]`) and whether to copy the charts
 * too; saving copies the dashboard as it is on screen and opens the copy.
 */
export function SaveAsModal({ dashboardId, title, loadedLayout, onClose }: SaveAsModalProps) {
  const navigate = useNavigate();
  const shown = useAppSelector(layoutHistorySelectors.selectLayout);
  const [name, setName] = useState(() => copyTitle(title));
  const [duplicateCharts, setDuplicateCharts] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const layout = Object.keys(shown).length > 0 ? shown : loadedLayout;
      const copyId = await copyDashboard(dashboardId, { title: name, duplicateCharts, layout });
      onClose();
      void navigate(`/superset/dashboard/${copyId}/`);
    } catch (failure) {
      setError(
        failure instanceof ApiError ? failure.messages.join('\n') : 'Sorry, there was an error saving this dashboard',
      );
      setSaving(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title="Save dashboard" data-testid="dashboard-save-as-modal">
      <Stack gap="md">
        <TextInput
          label="Save as"
          required
          value={name}
          maxLength={DASHBOARD_TITLE_MAX_LENGTH}
          onChange={(event) => setName(event.currentTarget.value)}
          data-testid="dashboard-save-as-title"
        />
        <Checkbox
          label="Also copy (duplicate) charts"
          checked={duplicateCharts}
          onChange={(event) => setDuplicateCharts(event.currentTarget.checked)}
          data-testid="dashboard-save-as-duplicate"
        />
        {error !== null && <ErrorAlert title="The dashboard could not be saved" message={error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => void save()}
            disabled={name.trim() === ''}
            loading={saving}
            data-testid="dashboard-save-as-confirm"
          >
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
