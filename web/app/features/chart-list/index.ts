/** Superset's chart list (`/chart/list/`). */
export { ChartListPage } from './chart-list-page.tsx';
/** Pieces the other lists (the dashboard list) share with the chart list. */
export { CertifiedBadge, DescriptionHint, OwnerAvatars } from './chart-bits.tsx';
export { clearButtonFor } from './clear-button.ts';
export { FavoriteStar } from './favorite-star.tsx';
export { ListFooter } from './list-footer.tsx';
export { RemoteSelect, type UseRemoteChoices } from './remote-select.tsx';
