import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../core/store.ts';
import type { ChartPlugin } from '../../../plugins/types.ts';
import { selectExploreState, sliceNameChanged } from '../state/index.ts';
import { ActionMenu } from './actions/action-menu.tsx';
import { EditableTitle } from './header/editable-title.tsx';
import { FavoriteStar } from './header/favorite-star.tsx';
import { SaveModal } from './lazy-parts.tsx';
import { useOnceTrue } from '../../../ui/preloadable.tsx';

/** Explore's header: the chart name, the favourite star of a saved chart, Save and the "..." menu. */
export function ExploreHeader({ plugin, onForceRefresh }: { plugin: ChartPlugin | undefined; onForceRefresh: () => void }) {
  const dispatch = useAppDispatch();
  const { formData, datasource, slice, sliceName, permissions } = useAppSelector(selectExploreState);
  const [saving, setSaving] = useState(false);
  const saveModalMounted = useOnceTrue(saving);
  if (!formData) return null;
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
        <EditableTitle title={sliceName} canEdit onChange={(name) => dispatch(sliceNameChanged(name))} />
        {slice && <FavoriteStar chartId={slice.slice_id} />}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Button onClick={() => setSaving(true)} disabled={!datasource || !permissions.canAdd} data-testid="explore-save-button">
          Save
        </Button>
        <ActionMenu plugin={plugin} formData={formData} chartName={sliceName} canDownload={permissions.canDownload} onForceRefresh={onForceRefresh} />
      </Group>
      {datasource && saveModalMounted && (
        <SaveModal
          opened={saving}
          onClose={() => setSaving(false)}
          formData={formData}
          datasource={datasource}
          slice={slice}
          sliceName={sliceName || `${datasource.name} - ${plugin?.metadata.name ?? formData.viz_type}`}
          permissions={permissions}
          plugin={plugin}
        />
      )}
    </Group>
  );
}
