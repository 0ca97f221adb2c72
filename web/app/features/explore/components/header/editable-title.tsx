import { TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

/** Superset's placeholder of an unnamed chart. */
export const TITLE_PLACEHOLDER = 'Add the name of the chart';

/** The chart name in the header, edited in place; Enter or leaving the field commits, Escape restores. */
export function EditableTitle({
  title,
  canEdit,
  onChange,
}: {
  title: string;
  canEdit: boolean;
  onChange: (title: string) => void;
}) {
  const [draft, setDraft] = useState(title);
  useEffect(() => setDraft(title), [title]);
  const commit = () => {
    const next = draft.trim();
    if (next !== title.trim()) onChange(next);
  };
  return (
    <TextInput
      variant="unstyled"
      size="lg"
      fw={600}
      aria-label="Chart title"
      placeholder={TITLE_PLACEHOLDER}
      readOnly={!canEdit}
      value={draft}
      maxLength={250}
      data-testid="explore-chart-title"
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
        if (event.key === 'Escape') setDraft(title);
      }}
      styles={{ input: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
      style={{ flex: 1, minWidth: 120 }}
    />
  );
}
