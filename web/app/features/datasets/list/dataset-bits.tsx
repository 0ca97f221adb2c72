import { Anchor, Group, Text, Tooltip } from '@mantine/core';
import { IconSql, IconTable } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DescriptionHint } from '../../lists/index.ts';
import { CertifiedBadge } from '../../../ui/certified-badge.tsx';
import type { DatasetListItem } from './api.ts';
import { datasetExplorePath } from './list-state.ts';

/** Small pieces a dataset row shows. */

/** The certification Superset keeps in a dataset's `extra` JSON (`{"certification": {"certified_by", "details"}}`). */
export function certificationOf(extra: string | null): { certifiedBy: string; details: string | null } | null {
  try {
    const parsed = JSON.parse(extra ?? '{}') as {
      certification?: { certified_by?: unknown; details?: unknown };
    } | null;
    const certifiedBy = parsed?.certification?.certified_by;
    if (typeof certifiedBy !== 'string' || certifiedBy === '') return null;
    const details = parsed?.certification?.details;
    return { certifiedBy, details: typeof details === 'string' && details !== '' ? details : null };
  } catch {
    return null;
  }
}

/** Superset's dataset type icon: a table for a physical dataset, SQL for a virtual one. */
export function KindIcon({ kind }: { kind: DatasetListItem['kind'] }) {
  const label = kind === 'virtual' ? 'Virtual dataset' : 'Physical dataset';
  const Icon = kind === 'virtual' ? IconSql : IconTable;
  return (
    <Tooltip label={label}>
      <Icon
        size={18}
        stroke={1.5}
        color="var(--mantine-color-dimmed)"
        aria-label={label}
        role="img"
        style={{ flexShrink: 0 }}
      />
    </Tooltip>
  );
}

/** The dataset's name linking to Explore on it, with its type icon, certification and description. */
export function DatasetName({ dataset }: { dataset: DatasetListItem }) {
  const certification = certificationOf(dataset.extra);
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      <KindIcon kind={dataset.kind} />
      {certification && <CertifiedBadge certifiedBy={certification.certifiedBy} details={certification.details} />}
      <Anchor
        component={Link}
        to={datasetExplorePath(dataset.id)}
        lineClamp={1}
        title={dataset.table_name}
        style={{ wordBreak: 'break-all' }}
      >
        {dataset.table_name}
      </Anchor>
      {dataset.description && <DescriptionHint description={dataset.description} />}
    </Group>
  );
}

/** Superset's type column words: `Physical` or `Virtual`. */
export const kindLabel = (kind: DatasetListItem['kind']): string => (kind === 'virtual' ? 'Virtual' : 'Physical');

/** A plain cell's text, or Superset's dash for an empty one. */
export function PlainCell({ value }: { value: string | null }) {
  return <Text size="sm">{value === null || value === '' ? '—' : value}</Text>;
}
