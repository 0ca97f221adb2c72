import { ActionIcon, Box, Group, Tabs, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { NEW_COMPONENTS_SOURCE_ID } from '#shared/dashboard/drop-rules.ts';
import type { LayoutItem } from '#shared/dashboard/layout.ts';
import { useAppDispatch } from '../../../core/store.ts';
import { useDashboardContext } from '../dashboard-context.tsx';
import { DropIndicator, useLayoutDropTarget, useTabTitleDnd } from '../edit/index.ts';
import { layoutHistoryActions } from '../layout-ops/index.ts';
import { DeleteTabModal } from './delete-tab-modal.tsx';
import { EditChrome } from './edit-chrome.tsx';
import { useEditDispatch } from './edit-context.ts';
import { EditableChildren } from './editable-node.tsx';
import { EditableTitle } from './editable-title.tsx';

const titleOf = (tab: LayoutItem | undefined) => tab?.meta?.text || tab?.meta?.defaultText || 'Tab title';

/**
 * A tab's title: dragged to reorder the tab, a drop zone (a component dropped on it goes into the tab), editable once
 * active, deletable.
 */
function TabTitle({ tab, active, onDelete }: { tab: LayoutItem; active: boolean; onDelete: () => void }) {
  const { dispatchMeta } = useEditDispatch();
  const drop = useTabTitleDnd(tab);
  return (
    <Tabs.Tab
      ref={drop.setNodeRef}
      {...drop.pointerProps}
      value={tab.id}
      fw={500}
      pos="relative"
      opacity={drop.isDragging ? 0.4 : undefined}
      data-testid="dashboard-tab-title"
    >
      <Group gap={6} wrap="nowrap">
        <EditableTitle
          value={titleOf(tab)}
          canEdit={active}
          onSave={(text) => dispatchMeta(tab.id, { text })}
          label="Tab title"
        >
          {titleOf(tab)}
        </EditableTitle>
        <Tooltip label="Delete tab">
          <ActionIcon
            component="span"
            variant="subtle"
            color="gray"
            size="xs"
            aria-label="Delete tab"
            onClick={(event) => {
              event.stopPropagation();
              onDelete();
            }}
          >
            <IconX size={12} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <DropIndicator position={drop.dropPosition} />
    </Tabs.Tab>
  );
}

/** A tab's content: the drop zone of the tab's own children. */
function TabContent({ tab }: { tab: LayoutItem }) {
  const drop = useLayoutDropTarget(tab.id, { zone: 'content' });
  return (
    <Box ref={drop.setNodeRef} pos="relative" mih={160} pb="xl" data-tab-id={tab.id} role="tabpanel">
      {tab.children.length > 0 ? (
        <EditableChildren ids={tab.children} />
      ) : (
        <Text
          size="sm"
          c="dimmed"
          ta="center"
          py={60}
          style={{ border: '1px dashed var(--skyset-border-dashed)', borderRadius: 4 }}
        >
          Drag and drop components to this tab
        </Text>
      )}
      <DropIndicator position={drop.dropPosition} />
    </Box>
  );
}

/** A TABS component in edit mode: tabs added with "+", titles edited in place, a tab deleted after confirmation. */
export function EditableTabs({ item }: { item: LayoutItem }) {
  const { layout, activeTabs, setActiveTab } = useDashboardContext();
  const dispatch = useAppDispatch();
  const { dispatchDelete } = useEditDispatch();
  const [deleting, setDeleting] = useState<string | null>(null);
  const [knownTabs, setKnownTabs] = useState(item.children);
  const tabIds = item.children.filter((id) => layout[id]?.type === 'TAB');
  // A tab just added (by "+" or a drop) becomes the active one, as Superset shows it.
  if (knownTabs !== item.children) {
    const added = item.children.find((id) => !knownTabs.includes(id));
    setKnownTabs(item.children);
    if (added) setActiveTab(item.id, added);
  }
  const requested = activeTabs[item.id];
  const active = requested && tabIds.includes(requested) ? requested : tabIds[0];
  const activeTab = active ? layout[active] : undefined;
  const addTab = () =>
    dispatch(
      layoutHistoryActions.componentDropped({
        source: { id: NEW_COMPONENTS_SOURCE_ID, type: undefined, index: 0 },
        destination: { id: item.id, type: 'TABS', index: item.children.length },
        dragging: { id: 'NEW-TAB', type: 'TAB' },
        position: 'right',
      }),
    );
  return (
    <EditChrome item={item} menu="left" testId="dashboard-tabs">
      <Tabs value={active ?? null} onChange={(tabId) => tabId && setActiveTab(item.id, tabId)} keepMounted={false}>
        <Tabs.List mb="md">
          {tabIds.map((tabId) => {
            const tab = layout[tabId];
            return tab ? (
              <TabTitle key={tabId} tab={tab} active={tabId === active} onDelete={() => setDeleting(tabId)} />
            ) : null;
          })}
          <Tooltip label="Add tab">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label="Add tab"
              onClick={addTab}
              style={{ alignSelf: 'center' }}
              ml="xs"
            >
              <IconPlus size={16} />
            </ActionIcon>
          </Tooltip>
        </Tabs.List>
        {activeTab && <TabContent tab={activeTab} />}
      </Tabs>
      {deleting && (
        <DeleteTabModal
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            dispatchDelete(deleting);
            setDeleting(null);
          }}
        />
      )}
    </EditChrome>
  );
}
