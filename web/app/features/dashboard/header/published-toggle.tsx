import { Badge, Tooltip, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useToasts } from '../../toasts/index.ts';
import { dashboardViewApi } from '../api.ts';

const DRAFT_TOOLTIP =
  'This dashboard is not published, it will not show up in the list of dashboards. Click here to publish this dashboard.';
const DRAFT_READONLY_TOOLTIP =
  'This dashboard is not published which means it will not show up in the list of dashboards. Favorite it to see it there or access it by using the URL directly.';
const PUBLISHED_TOOLTIP = 'This dashboard is published. Click to make it a draft.';

/** Superset's toast after the state changed: "now published" or "now hidden". */
export const publishedToast = (published: boolean) => `This dashboard is now ${published ? 'published' : 'hidden'}`;

/**
 * Superset's Published / Draft label: an editor clicks it to switch (`PUT published`); others see a draft's label
 * with its explanation and nothing for a published dashboard.
 */
export function PublishedToggle({
  dashboardId,
  published: initial,
  canEdit,
}: {
  dashboardId: number;
  published: boolean;
  canEdit: boolean;
}) {
  const { addSuccessToast, addDangerToast } = useToasts();
  const [published, setPublished] = useState(initial);
  const [putDashboard, { isLoading }] = dashboardViewApi.usePutDashboardMutation();
  if (!canEdit && published) return null;
  const toggle = () => {
    const next = !published;
    putDashboard({ id: dashboardId, body: { published: next } })
      .unwrap()
      .then(
        () => {
          setPublished(next);
          addSuccessToast(publishedToast(next));
        },
        () => addDangerToast('You do not have permissions to edit this dashboard.'),
      );
  };
  const badge = (
    <Badge variant="light" color={published ? 'teal' : 'gray'} radius="sm" data-testid="dashboard-published-status">
      {published ? 'Published' : 'Draft'}
    </Badge>
  );
  if (!canEdit)
    return (
      <Tooltip label={DRAFT_READONLY_TOOLTIP} multiline w={300}>
        {badge}
      </Tooltip>
    );
  return (
    <Tooltip label={published ? PUBLISHED_TOOLTIP : DRAFT_TOOLTIP} multiline w={300}>
      <UnstyledButton onClick={toggle} disabled={isLoading} aria-label={published ? 'Published' : 'Draft'}>
        {badge}
      </UnstyledButton>
    </Tooltip>
  );
}
