import { ActionIcon, Box, Menu, Title } from '@mantine/core';
import { IconCheck, IconSettings } from '@tabler/icons-react';
import type { LayoutItem } from '#shared/dashboard/layout.ts';
import { BACKGROUND_TRANSPARENT, BACKGROUND_WHITE, HEADER_SIZES } from '../layout-ops/index.ts';
import { EditChrome } from './edit-chrome.tsx';
import { useEditDispatch } from './edit-context.ts';
import { EditableTitle } from './editable-title.tsx';

/** Superset's header sizes with their font sizes. */
const SIZES = [
  { value: HEADER_SIZES.small, label: 'Small', order: 4, size: 16 },
  { value: HEADER_SIZES.medium, label: 'Medium', order: 3, size: 24 },
  { value: HEADER_SIZES.large, label: 'Large', order: 2, size: 32 },
] as const;

const BACKGROUNDS = [
  { value: BACKGROUND_TRANSPARENT, label: 'Transparent background' },
  { value: BACKGROUND_WHITE, label: 'White background' },
] as const;

/** A HEADER in edit mode: its text edited in place, its size and background chosen from its hover menu. */
export function EditableHeader({ item }: { item: LayoutItem }) {
  const { dispatchMeta } = useEditDispatch();
  const sizeName = item.meta?.headerSize ?? HEADER_SIZES.medium;
  const size = SIZES.find((entry) => entry.value === sizeName) ?? SIZES[1];
  const background = item.meta?.background ?? BACKGROUND_TRANSPARENT;
  const text = item.meta?.text || item.meta?.defaultText || '';
  const white = background === BACKGROUND_WHITE;
  const actions = (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label="Header style">
          <IconSettings size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Size</Menu.Label>
        {SIZES.map((entry) => (
          <Menu.Item
            key={entry.value}
            rightSection={entry.value === sizeName ? <IconCheck size={14} /> : null}
            onClick={() => dispatchMeta(item.id, { headerSize: entry.value })}
          >
            {entry.label}
          </Menu.Item>
        ))}
        <Menu.Label>Background</Menu.Label>
        {BACKGROUNDS.map((entry) => (
          <Menu.Item
            key={entry.value}
            rightSection={entry.value === background ? <IconCheck size={14} /> : null}
            onClick={() => dispatchMeta(item.id, { background: entry.value })}
          >
            {entry.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
  return (
    <EditChrome item={item} menu="left" actions={actions} testId="dashboard-header-component">
      <Box px={white ? 'md' : 0} py="xs" bg={white ? 'var(--mantine-color-body)' : undefined}>
        <EditableTitle
          value={text}
          canEdit
          onSave={(next) => dispatchMeta(item.id, { text: next })}
          label="Header text"
        >
          <Title order={size.order} fz={size.size} fw={600} component="span">
            {text || 'New header'}
          </Title>
        </EditableTitle>
      </Box>
    </EditChrome>
  );
}
