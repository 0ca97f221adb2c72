/** Signing in and out, the session, and the signed-in user. */
export { useGetMeQuery, useGetMyRolesQuery } from './api.ts';
export { hasSession, loadCurrentUser, logIn, logOut, preloadMyRoles, type Credentials } from './session.ts';
