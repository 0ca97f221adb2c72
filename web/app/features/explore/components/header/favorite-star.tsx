import { ActionIcon, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useToasts } from '../../../toasts/index.ts';
import { exploreApi } from '../../api.ts';

/** Superset's words when starring fails. */
export const FAVORITE_ERROR = 'An error occurred while starring this chart';

/** The favourite star of a saved chart; a failed toggle raises Superset's danger toast. */
export function FavoriteStar({ chartId }: { chartId: number }) {
  const { addDangerToast } = useToasts();
  const { data: favorite = false } = exploreApi.useFavoriteStatusQuery(chartId);
  const [setFavorite, { isLoading }] = exploreApi.useSetFavoriteMutation();
  const toggle = () => {
    setFavorite({ id: chartId, favorite: !favorite })
      .unwrap()
      .catch(() => addDangerToast(FAVORITE_ERROR));
  };
  const label = favorite ? 'Remove from favorites' : 'Add to favorites';
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="yellow"
        aria-label={label}
        aria-pressed={favorite}
        onClick={toggle}
        loading={isLoading}
        data-testid="explore-favorite-star"
      >
        {favorite ? <IconStarFilled size={18} /> : <IconStar size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
