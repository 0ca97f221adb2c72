import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { HistoryMode } from './use-list-url-state.ts';

/** Props of a list's search box: the search in force, how to apply a new one, and its hint. */
export interface SearchBoxProps {
  value: string;
  onCommit: (search: string, mode: HistoryMode) => void;
  placeholder: string;
  w: number;
  /** The box's label when it filters one field rather than searching (`First name`). */
  label?: string;
}

/**
 * The search box of a list: it searches a moment after typing stops (or at once on Enter) and follows the URL when
 * the back button or "Clear all" changes the search.
 */
export function SearchBox({ value, onCommit, placeholder, w, label = 'Search' }: SearchBoxProps) {
  const [text, setText] = useState(value);
  // Starting a search is a history entry of its own; refining it while typing replaces that entry.
  const commitLater = useDebouncedCallback(
    (typed: string) => onCommit(typed, value.trim() === '' ? 'push' : 'replace'),
    400,
  );
  useEffect(() => setText(value), [value]);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      w={w}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commitLater(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        commitLater.cancel();
        onCommit(text, 'push');
      }}
    />
  );
}
