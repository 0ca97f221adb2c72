import { Alert, Button, Group, Modal, ScrollArea, Text } from '@mantine/core';
import { useState } from 'react';
import type { FilterConfigItem } from '#shared/dashboard/native-filters.ts';
import { useAppDispatch } from '../../../core/store.ts';
import { errorSummary } from '../../../core/describe-error.ts';
import { useDashboardFilters } from '../context.tsx';
import { filterConfigurationChanged } from '../state/data-mask-slice.ts';
import { filtersUpdate, moveItem, newDivider, newFilter, validateItems, withScopesResolved } from './draft.ts';
import { DividerForm, FilterForm } from './filter-form.tsx';
import { FilterList } from './filter-list.tsx';
import { saveFilterConfiguration } from './save-filters.ts';
import { useRemovalUndo } from './use-removal-undo.ts';

/** Props of {@link FiltersConfigModal}. */
export interface FiltersConfigModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Superset's filter configuration modal: add filters of every kind and dividers, remove them (restorable for 5 s),
 * reorder, and edit each; Save writes the configuration and the bar follows it.
 */
export function FiltersConfigModal({ opened, onClose }: FiltersConfigModalProps) {
  const dispatch = useAppDispatch();
  const { dashboardId, metadata, layout, charts, onMetadataSaved } = useDashboardFilters();
  const initial = metadata.native_filter_configuration ?? [];
  const [items, setItems] = useState<FilterConfigItem[]>(initial);
  const [selectedId, setSelectedId] = useState<string | null>(initial[0]?.id ?? null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const drop = (id: string) => setItems((current) => current.filter((item) => item.id !== id));
  const { removed, remove, restore } = useRemovalUndo(drop);
  const kept = items.filter((item) => !removed.includes(item.id));
  const problems = validateItems(kept);
  const selected = kept.find((item) => item.id === selectedId);
  const update = (changed: FilterConfigItem) =>
    setItems((current) => current.map((item) => (item.id === changed.id ? changed : item)));
  const add = (kind: string) => {
    const item = kind === 'DIVIDER' ? newDivider() : newFilter(kind);
    setItems((current) => [...current, item]);
    setSelectedId(item.id);
  };
  const save = async () => {
    setShowProblems(true);
    if (Object.keys(problems).length > 0) {
      setSelectedId(Object.keys(problems)[0]!);
      return;
    }
    setSaving(true);
    setFailure(null);
    const resolved = withScopesResolved(kept, layout);
    try {
      const saved = await saveFilterConfiguration(dispatch, {
        dashboardId,
        metadata,
        update: filtersUpdate(initial, resolved),
        items: resolved,
      });
      dispatch(filterConfigurationChanged(resolved));
      onMetadataSaved?.(saved);
      onClose();
    } catch (error) {
      setFailure(errorSummary(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Add and edit filters" size="xl" centered>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <FilterList
          items={items}
          selectedId={selectedId}
          removed={removed}
          problems={showProblems ? problems : {}}
          onSelect={setSelectedId}
          onAdd={add}
          onMove={(from, to) => setItems((current) => moveItem(current, from, to))}
          onRemove={remove}
          onRestore={restore}
        />
        <ScrollArea h={520} style={{ flex: 1 }} type="auto">
          {selected === undefined ? (
            <Text size="sm" c="dimmed">
              Add a filter or a divider, or pick one to edit it.
            </Text>
          ) : selected.type === 'DIVIDER' ? (
            <DividerForm
              divider={selected}
              problems={showProblems ? (problems[selected.id] ?? []) : []}
              onChange={update}
            />
          ) : (
            <FilterForm
              key={selected.id}
              filter={selected}
              items={kept}
              layout={layout}
              charts={charts}
              problems={showProblems ? (problems[selected.id] ?? []) : []}
              onChange={update}
            />
          )}
        </ScrollArea>
      </Group>
      {failure ? (
        <Alert color="red" mt="sm" title="The filters could not be saved">
          {failure}
        </Alert>
      ) : null}
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
