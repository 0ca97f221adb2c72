import { ActionIcon, Menu } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useAppDispatch } from '../../../core/store.ts';
import { addDangerToast } from '../../toasts/index.ts';
import { saveDashboardMetadata } from '../config/save-filters.ts';
import { useDashboardFilters } from '../context.tsx';

const CrossFilterScopingModal = lazy(() =>
  import('./scoping-modal.tsx').then((module) => ({ default: module.CrossFilterScopingModal })),
);
const FiltersConfigModal = lazy(() =>
  import('../config/filters-config-modal.tsx').then((module) => ({ default: module.FiltersConfigModal })),
);

/** Superset's message when the cross-filtering switch cannot be saved. */
export const CROSS_FILTERS_SETTING_FAILED = 'Failed to save cross-filters setting';

/**
 * The filter bar's settings (Superset's FilterBarSettings) for users who may edit the dashboard: add or edit filters,
 * the cross_filters_enabled switch, cross-filter scoping and the bar's orientation, each saved with the dashboard.
 */
export function CrossFilterSettings() {
  const dispatch = useAppDispatch();
  const { dashboardId, metadata, crossFiltersEnabled, canEdit, onMetadataSaved } = useDashboardFilters();
  const [open, setOpen] = useState<'filters' | 'scoping' | null>(null);
  if (!canEdit) return null;
  const saveSetting = async (patch: Partial<typeof metadata>, failure: string) => {
    try {
      onMetadataSaved?.(await saveDashboardMetadata(dispatch, dashboardId, { ...metadata, ...patch }));
    } catch {
      dispatch(addDangerToast(failure));
    }
  };
  const orientation = metadata.filter_bar_orientation ?? 'VERTICAL';
  return (
    <>
      <Menu position="bottom-end" closeOnItemClick>
        <Menu.Target>
          <ActionIcon variant="subtle" size="sm" aria-label="Filter bar settings">
            <IconSettings size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setOpen('filters')}>Add or edit filters</Menu.Item>
          <Menu.Divider />
          <Menu.Item
            onClick={() =>
              void saveSetting({ cross_filters_enabled: !crossFiltersEnabled }, CROSS_FILTERS_SETTING_FAILED)
            }
          >
            {crossFiltersEnabled ? '✓ ' : ''}Enable cross-filtering
          </Menu.Item>
          <Menu.Item disabled={!crossFiltersEnabled} onClick={() => setOpen('scoping')}>
            Cross-filtering scoping
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label>Orientation of filter bar</Menu.Label>
          {(['VERTICAL', 'HORIZONTAL'] as const).map((choice) => (
            <Menu.Item
              key={choice}
              onClick={() =>
                choice !== orientation &&
                void saveSetting({ filter_bar_orientation: choice }, 'Failed to save the filter bar orientation')
              }
            >
              {choice === orientation ? '✓ ' : ''}
              {choice === 'VERTICAL' ? 'Vertical (Left)' : 'Horizontal (Top)'}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Suspense fallback={null}>
        {open === 'filters' ? <FiltersConfigModal opened onClose={() => setOpen(null)} /> : null}
        {open === 'scoping' ? <CrossFilterScopingModal opened onClose={() => setOpen(null)} /> : null}
      </Suspense>
    </>
  );
}
