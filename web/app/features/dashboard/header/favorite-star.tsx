import { ActionIcon, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useToasts } from '../../toasts/index.ts';
import { dashboardViewApi } from '../api.ts';

/** Superset's words when starring a dashboard fails. */
export const FAVORITE_ERROR = 'There was an issue favoriting this dashboard.';

/** The dashboard's favourite star (`favorite_status`, `POST`/`DELETE .../favorites/`). */
export function FavoriteStar({ dashboardId }: { dashboardId: number }) {
  const { addDangerToast } = useToasts();
  const { data: favorite = false } = dashboardViewApi.useDashboardFavoriteStatusQuery(dashboardId);
  const [setFavorite, { isLoading }] = dashboardViewApi.useSetDashboardFavoriteMutation();
  const label = favorite ? 'Remove from favorites' : 'Add to favorites';
  const toggle = () => {
    setFavorite({ id: dashboardId, favorite: !favorite })
      .unwrap()
      .catch(() => addDangerToast(FAVORITE_ERROR));
  };
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="yellow"
        aria-label={label}
        aria-pressed={favorite}
        onClick={toggle}
        loading={isLoading}
        data-testid="dashboard-favorite-star"
      >
        {favorite ? <IconStarFilled size={18} /> : <IconStar size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
