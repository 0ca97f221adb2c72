/** The signed-in user's own page (Superset's `/user_info/`). */
export { ProfilePage } from './profile-page.tsx';
