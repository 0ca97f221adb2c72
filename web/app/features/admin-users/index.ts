/** Superset's user administration (Settings > Security > List Users): the list and its add, edit, reset and delete dialogs. */
export { UserListPage } from './user-list-page.tsx';
export { validatePassword } from './user-form.ts';
