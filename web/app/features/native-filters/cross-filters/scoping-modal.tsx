import { Button, Group, Modal, NavLink, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DEFAULT_SCOPE } from '#shared/dashboard/filter-scope.ts';
import { useAppDispatch } from '../../../core/store.ts';
import { addDangerToast } from '../../toasts/index.ts';
import { ScopeTree } from '../config/scope-tree.tsx';
import { saveDashboardMetadata } from '../config/save-filters.ts';
import { useDashboardFilters } from '../context.tsx';
import { metadataWithScoping, scopingOf, type ScopingDraft } from './scoping.ts';

/** Superset's message when cross-filter scoping cannot be saved. */
export const SCOPING_SAVE_FAILED = 'Failed to save cross-filter scoping';

/** Props of {@link CrossFilterScopingModal}. */
export interface CrossFilterScopingModalProps {
  opened: boolean;
  onClose: () => void;
  /** Opens on this chart's scoping (from its card menu); the global scoping otherwise. */
  initialChartId?: number;
}

/** Superset's cross-filter scoping: the global scope of every chart's cross-filters, and charts with their own. */
export function CrossFilterScopingModal({ opened, onClose, initialChartId }: CrossFilterScopingModalProps) {
  const dispatch = useAppDispatch();
  const { dashboardId, metadata, layout, charts, onMetadataSaved } = useDashboardFilters();
  const [draft, setDraft] = useState<ScopingDraft>(() => scopingOf(metadata));
  const [current, setCurrent] = useState<number | 'global'>(initialChartId ?? 'global');
  const [saving, setSaving] = useState(false);
  const chartScope = current === 'global' ? undefined : (draft.charts[String(current)] ?? 'global');
  const save = async () => {
    setSaving(true);
    try {
      onMetadataSaved?.(
        await saveDashboardMetadata(dispatch, dashboardId, metadataWithScoping(metadata, layout, draft)),
      );
      onClose();
    } catch {
      dispatch(addDangerToast(SCOPING_SAVE_FAILED));
    } finally {
      setSaving(false);
    }
  };
  const setChart = (chartId: number, scoping: ScopingDraft['charts'][string]) =>
    setDraft({ ...draft, charts: { ...draft.charts, [String(chartId)]: scoping } });
  return (
    <Modal opened={opened} onClose={onClose} title="Cross-filtering scoping" size="lg" centered>
      <Group align="flex-start" wrap="nowrap">
        <ScrollArea h={420} w={220} type="auto">
          <NavLink label="All charts (global)" active={current === 'global'} onClick={() => setCurrent('global')} />
          {charts.map((chart) => (
            <NavLink
              key={chart.id}
              label={chart.name}
              description={
                draft.charts[String(chart.id)] && draft.charts[String(chart.id)] !== 'global'
                  ? 'Custom scoping'
                  : undefined
              }
              active={current === chart.id}
              onClick={() => setCurrent(chart.id)}
            />
          ))}
        </ScrollArea>
        <ScrollArea h={420} style={{ flex: 1 }} type="auto">
          {current === 'global' ? (
            <Stack gap="xs">
              <Text size="sm">Charts that cross-filters of every chart apply to (a chart never filters itself).</Text>
              <ScopeTree
                layout={layout}
                charts={charts}
                scope={draft.global}
                onChange={(scope) => setDraft({ ...draft, global: scope })}
              />
            </Stack>
          ) : (
            <Stack gap="xs">
              <Radio.Group
                value={chartScope === 'global' ? 'global' : 'custom'}
                onChange={(choice) =>
                  setChart(current, choice === 'global' ? 'global' : { ...DEFAULT_SCOPE, excluded: [current] })
                }
              >
                <Radio value="global" label="Global scoping" size="xs" mb={4} />
                <Radio value="custom" label="Custom scoping" size="xs" />
              </Radio.Group>
              {chartScope !== 'global' && chartScope !== undefined ? (
                <ScopeTree
                  layout={layout}
                  charts={charts}
                  scope={chartScope}
                  without={current}
                  onChange={(scope) => setChart(current, scope)}
                />
              ) : null}
            </Stack>
          )}
        </ScrollArea>
      </Group>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button loading={saving} onClick={() => void save()}>
          Save
        </Button>
      </Group>
    </Modal>
  );
}
