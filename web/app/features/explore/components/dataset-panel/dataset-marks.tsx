import { Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { CertifiedBadge } from '../../../../ui/certified-badge.tsx';

/** What a dataset's `extra` JSON says about it: who certified it, and the warning its owners left. */
export interface DatasetMarks {
  certification: { certifiedBy: string; details: string | null } | null;
  warning: string | null;
}

/** The marks of a dataset's stored `extra` text; none when it is empty or not a JSON object. */
export function datasetMarksOf(extra: string | null | undefined): DatasetMarks {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(extra ?? 'null');
  } catch {
    parsed = null;
  }
  const object =
    typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  const certification =
    typeof object.certification === 'object' && object.certification !== null
      ? (object.certification as Record<string, unknown>)
      : {};
  const certifiedBy = typeof certification.certified_by === 'string' ? certification.certified_by.trim() : '';
  const details =
    typeof certification.details === 'string' && certification.details.trim() !== '' ? certification.details : null;
  const warning =
    typeof object.warning_markdown === 'string' && object.warning_markdown.trim() !== ''
      ? object.warning_markdown
      : null;
  return { certification: certifiedBy === '' ? null : { certifiedBy, details }, warning };
}

/**
 * Superset's marks beside a dataset's name in Explore: the certified rosette and the warning triangle, whose
 * tooltip holds the owners' warning. The warning is markdown; the tooltip shows its text with its line breaks
 * rather than load a markdown renderer into Explore for a few words.
 */
export function DatasetNameMarks({ extra }: { extra: string | null | undefined }) {
  const { certification, warning } = datasetMarksOf(extra);
  return (
    <>
      {certification && <CertifiedBadge certifiedBy={certification.certifiedBy} details={certification.details} />}
      {warning && (
        <Tooltip label={warning} multiline maw={320} style={{ whiteSpace: 'pre-line' }}>
          <IconAlertTriangle
            size={16}
            color="var(--mantine-color-orange-6)"
            role="img"
            aria-label={`Warning: ${warning}`}
            style={{ flexShrink: 0 }}
            data-testid="explore-dataset-warning"
          />
        </Tooltip>
      )}
    </>
  );
}
