import { Code } from '@mantine/core';
import { useMemo } from 'react';
import { type SqlTokenKind, tokenizeSql } from './sql-tokens.ts';

/** The colour of each kind of piece, from the theme's palette so both colour schemes read well. */
const COLORS: Record<SqlTokenKind, string | undefined> = {
  keyword: 'var(--mantine-color-blue-text)',
  string: 'var(--mantine-color-green-text)',
  number: 'var(--mantine-color-orange-text)',
  comment: 'var(--mantine-color-dimmed)',
  plain: undefined,
};

/** Props of a SQL preview: the text, and how tall it may grow before it scrolls. */
export interface SqlPreviewProps {
  sql: string;
  maxHeight?: number | string;
  /** The block's accessible name. */
  label?: string;
  /** Shows at most this many lines, the rest cut with an ellipsis (a table cell's glimpse of a query). */
  maxLines?: number;
}

/** Read-only SQL in a code block, keywords, strings, numbers and comments coloured; long text scrolls inside. */
export function SqlPreview({ sql, maxHeight = 400, label = 'SQL', maxLines }: SqlPreviewProps) {
  const tokens = useMemo(() => tokenizeSql(sql), [sql]);
  const clamp =
    maxLines === undefined
      ? { maxHeight, overflow: 'auto' }
      : { display: '-webkit-box', WebkitLineClamp: maxLines, WebkitBoxOrient: 'vertical' as const, overflow: 'hidden' };
  return (
    <Code block aria-label={label} style={{ ...clamp, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 13 }}>
      {tokens.map((token, index) =>
        token.kind === 'plain' ? (
          token.text
        ) : (
          <span
            key={index}
            data-token={token.kind}
            style={{ color: COLORS[token.kind], fontWeight: token.kind === 'keyword' ? 600 : undefined }}
          >
            {token.text}
          </span>
        ),
      )}
    </Code>
  );
}
