import { TextInput, type MantineStyleProp } from '@mantine/core';
import { useState, type ReactNode } from 'react';

export interface EditableTitleProps {
  value: string;
  /** Whether a click may start editing now (Superset edits a tab's title only once the tab is active). */
  canEdit: boolean;
  onSave: (value: string) => void;
  label: string;
  inputStyle?: MantineStyleProp;
  /** How the title shows while not edited. */
  children: ReactNode;
}

/**
 * Superset's editable title: a click turns the text into an input; Enter or leaving the field saves it (one undoable
 * step), Escape gives up.
 */
export function EditableTitle({ value, canEdit, onSave, label, inputStyle, children }: EditableTitleProps) {
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null) {
    return (
      <span
        role={canEdit ? 'button' : undefined}
        tabIndex={canEdit ? 0 : undefined}
        aria-label={canEdit ? label : undefined}
        onClick={canEdit ? () => setDraft(value) : undefined}
        onKeyDown={canEdit ? (event) => event.key === 'Enter' && setDraft(value) : undefined}
        style={{ cursor: canEdit ? 'text' : undefined }}
      >
        {children}
      </span>
    );
  }
  const finish = () => {
    if (draft !== value) onSave(draft);
    setDraft(null);
  };
  return (
    <TextInput
      aria-label={label}
      autoFocus
      size="xs"
      value={draft}
      style={inputStyle}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={finish}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Enter') finish();
        if (event.key === 'Escape') setDraft(null);
      }}
      onClick={(event) => event.stopPropagation()}
    />
  );
}
