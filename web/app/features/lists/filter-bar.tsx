import { Button, Group, Select } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { clearButtonFor } from './clear-button.ts';

/** Props of a list's filter bar: its accessible name, whether any filter is set, how to clear them, and the filters. */
export interface FilterBarProps {
  label: string;
  filtered: boolean;
  onClear: () => void;
  children: ReactNode;
}

/** The row of a list's filters, ending with "Clear all" while any is set. */
export function FilterBar({ label, filtered, onClear, children }: FilterBarProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label={label}>
      {children}
      {filtered && (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
          Clear all
        </Button>
      )}
    </Group>
  );
}

/** Props of a yes/no filter: its label, value (undefined: any), the words of each answer, and its width. */
export interface FlagSelectProps {
  label: string;
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
  words?: readonly [yes: string, no: string];
  w: number;
}

/** A yes/no filter (`Favorite`, `Certified`, `Status`), clearable back to "Any". */
export function FlagSelect({ label, value, onChange, words = ['Yes', 'No'], w }: FlagSelectProps) {
  const data = [
    { value: 'true', label: words[0] },
    { value: 'false', label: words[1] },
  ];
  return (
    <Select
      label={label}
      placeholder="Any"
      clearable
      clearButtonProps={clearButtonFor(label)}
      w={w}
      data={data}
      value={value === undefined ? null : String(value)}
      onChange={(picked) => onChange(picked === null ? undefined : picked === 'true')}
    />
  );
}
