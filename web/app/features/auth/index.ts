/** Signing in and out, the session, and the signed-in user, with what they may do to a dataset. */
export { useGetMeQuery, useGetMyRolesQuery } from './api.ts';
export { NOT_AN_OWNER, useCanEditDataset } from './dataset-permission.ts';
export { hasSession, loadCurrentUser, logIn, logOut, preloadMyRoles, type Credentials } from './session.ts';
