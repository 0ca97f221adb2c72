import { SegmentedControl, Stack, Textarea, Typography } from '@mantine/core';
import { useState } from 'react';
import classes from '../../markdown/markdown.module.css';
import { renderMarkdown } from '../../markdown/render-markdown.ts';

/** What a new markdown component holds until edited. */
export const MARKDOWN_PLACEHOLDER = [
  '# Header',
  '',
  'Write **markdown** here: headings, lists, links and tables.',
  '',
  '[Markdown syntax](https://commonmark.org/help/)',
].join('\n');

/** What the markdown component shows: its rendering, or its source to edit. */
export type MarkdownMode = 'preview' | 'edit';

export interface MarkdownEditorProps {
  /** The component's source (`meta.code`); undefined for a new component, which shows the placeholder text. */
  code: string | undefined;
  /** Whether the dashboard is in edit mode: only then can the source be edited. */
  editMode: boolean;
  /** Called with the new source when editing ends (the textarea loses focus), only when it changed. */
  onChange: (code: string) => void;
  /** The mode to start in (Superset starts in preview). */
  initialMode?: MarkdownMode;
}

/**
 * A dashboard markdown component: sanitized HTML in view mode; in edit mode a Preview / Edit switch, the source in a
 * textarea that saves when it loses focus, so each edit is one undoable step rather than one per keystroke.
 */
export function MarkdownEditor({ code, editMode, onChange, initialMode = 'preview' }: MarkdownEditorProps) {
  const [mode, setMode] = useState<MarkdownMode>(initialMode);
  const source = code ?? MARKDOWN_PLACEHOLDER;
  const [draft, setDraft] = useState(source);
  const [editedFrom, setEditedFrom] = useState(source);
  // A new source from outside (undo, redo, discard) replaces the draft.
  if (editedFrom !== source) {
    setEditedFrom(source);
    setDraft(source);
  }
  const commit = () => {
    if (draft !== source) onChange(draft);
  };
  const editing = editMode && mode === 'edit';

  return (
    <Stack gap={4} h="100%">
      {editMode && (
        <SegmentedControl
          size="xs"
          aria-label="Markdown mode"
          value={mode}
          onChange={(value) => {
            if (value === 'preview') commit();
            setMode(value as MarkdownMode);
          }}
          data={[
            { value: 'preview', label: 'Preview' },
            { value: 'edit', label: 'Edit' },
          ]}
          style={{ alignSelf: 'flex-end' }}
        />
      )}
      {editing ? (
        <Textarea
          aria-label="Markdown source"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={commit}
          rows={12}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
      ) : (
        <Typography p="xs" className={classes.markdown} style={{ overflow: 'auto' }}>
          <div
            data-testid="markdown-rendered"
            dangerouslySetInnerHTML={{ __html: renderMarkdown(editMode ? draft : source) }}
          />
        </Typography>
      )}
    </Stack>
  );
}
