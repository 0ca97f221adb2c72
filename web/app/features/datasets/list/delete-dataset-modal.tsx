import { Anchor, List, Loader, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { errorSummary } from '../../../core/describe-error.ts';
import { ConfirmDeleteModal } from '../../../ui/confirm-delete-modal.tsx';
import { useToasts } from '../../toasts/index.ts';
import { useGetDatasetRelatedObjectsQuery, type DatasetListItem } from './api.ts';

/** How many affected charts or dashboards the dialog names before folding the rest into "... and N others". */
const SHOWN = 10;

/** Props of the dataset delete confirmation. */
export interface DeleteDatasetModalProps {
  dataset: DatasetListItem;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A titled list of affected objects, the first {@link SHOWN} by name and a count of the rest. */
function Affected({ title, names }: { title: string; names: { id: number; name: string; to: string }[] }) {
  if (names.length === 0) return null;
  const rest = names.length - SHOWN;
  return (
    <Stack gap={4}>
      <Title order={5}>{title}</Title>
      <List size="sm" withPadding>
        {names.slice(0, SHOWN).map((item) => (
          <List.Item key={item.id}>
            <Anchor component={Link} to={item.to} size="sm">
              {item.name}
            </Anchor>
          </List.Item>
        ))}
        {rest > 0 && <List.Item>{`... and ${rest} others`}</List.Item>}
      </List>
    </Stack>
  );
}

/**
 * Superset's "Delete Dataset?" dialog: it first asks `related_objects`, then warns how many charts and dashboards
 * the dataset feeds and names them, since deleting it breaks them; typing DELETE confirms.
 */
export function DeleteDatasetModal({ dataset, deleting, onConfirm, onClose }: DeleteDatasetModalProps) {
  const related = useGetDatasetRelatedObjectsQuery(dataset.id, { refetchOnMountOrArgChange: true });
  const { addDangerToast } = useToasts();
  useEffect(() => {
    if (related.isError) {
      addDangerToast(`An error occurred while fetching dataset related data: ${errorSummary(related.error)}`);
      onClose();
    }
  }, [related.isError, related.error, addDangerToast, onClose]);
  if (related.data === undefined)
    return related.isError ? null : <Loader size="sm" aria-label="Loading related charts and dashboards" pos="fixed" />;
  const { charts, dashboards } = related.data;
  const description =
    `The dataset ${dataset.table_name} is linked to ${charts.count} charts that appear on ${dashboards.count} dashboards. ` +
    'Are you sure you want to continue? Deleting the dataset will break those objects.';
  return (
    <ConfirmDeleteModal
      title="Delete Dataset?"
      description={description}
      deleting={deleting}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Affected
        title="Affected Charts"
        names={charts.result.map((chart) => ({
          id: chart.id,
          name: chart.slice_name ?? `[Untitled]`,
          to: `/explore/?slice_id=${chart.id}`,
        }))}
      />
      <Affected
        title="Affected Dashboards"
        names={dashboards.result.map((board) => ({
          id: board.id,
          name: board.title ?? '[ untitled dashboard ]',
          to: `/superset/dashboard/${board.slug || board.id}/`,
        }))}
      />
    </ConfirmDeleteModal>
  );
}
