import { ActionIcon, CloseButton, Group, Menu, TextInput, UnstyledButton } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useState } from 'react';

/** What a tab of the bar can ask for. */
export interface QueryTabActions {
  onSelect: () => void;
  onRename: (name: string) => void;
  onClose: () => void;
  onCloseOthers: () => void;
  onClone: () => void;
  onToggleLeftBar: () => void;
}

interface QueryTabProps extends QueryTabActions {
  id: string;
  name: string;
  active: boolean;
  hideLeftBar: boolean;
}

function RenameInput({ name, onDone }: { name: string; onDone: (name: string | null) => void }) {
  const [draft, setDraft] = useState(name);
  return (
    <TextInput
      size="xs"
      aria-label="Tab name"
      value={draft}
      autoFocus
      onFocus={(event) => event.currentTarget.select()}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={() => onDone(draft)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onDone(draft);
        if (event.key === 'Escape') onDone(null);
      }}
    />
  );
}

/** One query tab: its name (double-click renames), its menu and its close button. */
export function QueryTab(props: QueryTabProps) {
  const { id, name, active, hideLeftBar } = props;
  const [renaming, setRenaming] = useState(false);
  const finishRename = (next: string | null) => {
    setRenaming(false);
    if (next !== null && next.trim() !== '' && next !== name) props.onRename(next);
  };
  return (
    <Group
      gap={2}
      wrap="nowrap"
      px="xs"
      py={4}
      data-testid={`sqllab-tab-${id}`}
      style={{ borderBottom: `2px solid ${active ? 'var(--mantine-primary-color-filled)' : 'transparent'}` }}
    >
      {renaming ? (
        <RenameInput name={name} onDone={finishRename} />
      ) : (
        <UnstyledButton
          role="tab"
          aria-selected={active}
          onClick={props.onSelect}
          onDoubleClick={() => setRenaming(true)}
          fw={active ? 600 : 400}
          fz="sm"
          style={{ whiteSpace: 'nowrap' }}
        >
          {name}
        </UnstyledButton>
      )}
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Actions of ${name}`}>
            <IconDots size={14} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={props.onClose}>Close tab</Menu.Item>
          <Menu.Item onClick={() => setRenaming(true)}>Rename tab</Menu.Item>
          <Menu.Item onClick={props.onToggleLeftBar}>
            {hideLeftBar ? 'Show schema browser' : 'Hide schema browser'}
          </Menu.Item>
          <Menu.Item onClick={props.onClone}>Clone tab</Menu.Item>
          <Menu.Item onClick={props.onCloseOthers}>Close all other tabs</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <CloseButton size="sm" aria-label={`Close ${name}`} onClick={props.onClose} />
    </Group>
  );
}
