import { ActionIcon } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';

/** Superset's favourite star: filled when the item is a favourite; a click toggles it. */
export function FavoriteStar({ name, favorite, onToggle }: { name: string; favorite: boolean; onToggle: () => void }) {
  const Icon = favorite ? IconStarFilled : IconStar;
  return (
    <ActionIcon
      variant="subtle"
      color={favorite ? 'yellow' : 'gray'}
      aria-label={favorite ? `Remove ${name} from favorites` : `Add ${name} to favorites`}
      aria-pressed={favorite}
      onClick={onToggle}
    >
      <Icon size={18} aria-hidden />
    </ActionIcon>
  );
}
