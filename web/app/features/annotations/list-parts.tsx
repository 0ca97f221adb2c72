import { Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The search box above a list; Superset's `Name` filter. */
export function SearchBox({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      label={label}
      placeholder="Type a value"
      w={280}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** The row of a list's title: the heading (and what goes beside it) and the buttons of the screen. */
export function ListTitle({ title, aside, children }: { title: ReactNode; aside?: ReactNode; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="center">
      <Group gap="md" align="baseline">
        {title}
        {aside}
      </Group>
      <Group gap="sm">{children}</Group>
    </Group>
  );
}
