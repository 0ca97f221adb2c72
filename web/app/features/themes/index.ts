/** Superset 6's Settings > Themes: the workspace's themes and its system default one (what every page draws with). */
export { ThemeListPage } from './theme-list-page.tsx';
