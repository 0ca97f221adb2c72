import { Button, Tooltip } from '@mantine/core';
import { IconAlignLeft } from '@tabler/icons-react';
import { SHORTCUTS } from './shortcuts.ts';

/** Props of {@link FormatButton}. */
export interface FormatButtonProps {
  onFormat: () => void;
  disabled?: boolean;
  /** While the server formats (`POST /api/v1/sqllab/format_sql/`). */
  loading?: boolean;
}

/** 'Format SQL', with its shortcut in the tooltip. */
export function FormatButton({ onFormat, disabled = false, loading = false }: FormatButtonProps) {
  return (
    <Tooltip label={`Format SQL (${SHORTCUTS.format()})`} disabled={disabled} withArrow>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconAlignLeft size={14} />}
        onClick={onFormat}
        disabled={disabled}
        loading={loading}
      >
        Format SQL
      </Button>
    </Tooltip>
  );
}
