import { Button, Group, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../core/store.ts';
import type { ChartPlugin } from '../../../plugins/types.ts';
import { selectChartState, selectExploreState, sliceNameChanged, sliceUpdated } from '../state/index.ts';
import { ActionMenu } from './actions/action-menu.tsx';
import { useRunInSqlLab } from './actions/use-run-in-sql-lab.ts';
import { AlteredTag } from './header/altered-tag.tsx';
import { EditableTitle } from './header/editable-title.tsx';
import { FavoriteStar } from './header/favorite-star.tsx';
import { PropertiesModal, SaveModal } from './lazy-parts.tsx';
import { useOnceTrue } from '../../../ui/preloadable.tsx';

/** What the header acts with: the chart's plugin, and the page's force refresh and drill to detail. */
export interface ExploreHeaderProps {
  plugin: ChartPlugin | undefined;
  onForceRefresh: () => void;
  onDrillToDetail: () => void;
  /** Some controls are invalid: Superset does not save a chart it could not draw. */
  hasErrors: boolean;
}

/** Why Save is disabled, in Superset's words, or null when it is not. */
export function saveBlockedReason(canAdd: boolean, hasDataset: boolean, hasErrors: boolean): string | null {
  if (!canAdd) return 'You do not have permission to save charts';
  if (!hasDataset) return 'Choose a dataset first';
  return hasErrors ? 'Add required control values to save chart' : null;
}

/**
 * Explore's header: the chart name (editable on a new chart and by those who may overwrite a saved one, as in
 * Superset), the favourite star of a saved chart, Save and the "..." menu.
 */
export function ExploreHeader({ plugin, onForceRefresh, onDrillToDetail, hasErrors }: ExploreHeaderProps) {
  const dispatch = useAppDispatch();
  const { formData, datasource, slice, sliceName, permissions } = useAppSelector(selectExploreState);
  const drawnFormData = useAppSelector((state) => selectChartState(state).latestQueryFormData);
  const [saving, setSaving] = useState(false);
  const saveModalMounted = useOnceTrue(saving);
  const [editing, setEditing] = useState(false);
  // Exports and shares act on the chart as drawn; before the first run, on the form as it is.
  const actedOn = drawnFormData ?? formData;
  const runInSqlLab = useRunInSqlLab(plugin, actedOn ?? { viz_type: '', datasource: '' });
  if (!formData || !actedOn) return null;
  const blocked = saveBlockedReason(permissions.canAdd, datasource !== null, hasErrors);
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
        <EditableTitle
          title={sliceName}
          canEdit={!slice || permissions.canOverwrite}
          onChange={(name) => dispatch(sliceNameChanged(name))}
        />
        {slice?.description && (
          <Tooltip label={slice.description} multiline w={320} withArrow>
            <IconInfoCircle
              size={18}
              color="var(--mantine-color-dimmed)"
              aria-label={slice.description}
              role="img"
              data-testid="explore-chart-description"
            />
          </Tooltip>
        )}
        {slice && <FavoriteStar chartId={slice.slice_id} />}
        {slice && <AlteredTag plugin={plugin} />}
      </Group>
      <Group gap="xs" wrap="nowrap">
        {/* Mantine's way to a disabled button with a tooltip: it stays hoverable and ignores clicks. */}
        <Tooltip label={blocked} disabled={blocked === null}>
          <Button
            onClick={() => blocked === null && setSaving(true)}
            data-disabled={blocked !== null || undefined}
            aria-disabled={blocked !== null}
            data-testid="explore-save-button"
          >
            Save
          </Button>
        </Tooltip>
        <ActionMenu
          plugin={plugin}
          formData={actedOn}
          chartName={sliceName}
          canDownload={permissions.canDownload}
          canEditProperties={slice ? permissions.canOverwrite : null}
          canRunInSqlLab={permissions.canSqlLab}
          onForceRefresh={onForceRefresh}
          onEditProperties={() => setEditing(true)}
          onDrillToDetail={onDrillToDetail}
          onRunInSqlLab={runInSqlLab}
          reportTarget={slice ? { kind: 'chart', id: slice.slice_id, name: slice.slice_name ?? sliceName } : null}
        />
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
      {slice && editing && (
        <PropertiesModal
          chartId={slice.slice_id}
          onClose={() => setEditing(false)}
          onSaved={(saved) => dispatch(sliceUpdated(saved))}
        />
      )}
    </Group>
  );
}
