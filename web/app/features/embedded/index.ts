/**
 * The embedded dashboard page's link to its host application (Superset's embedded SDK): the handshake, the channel
 * and the guest session its tokens open. Its only public face.
 */
export { openEmbeddedSession, NOT_IN_HOST_MESSAGE, NO_TOKEN_MESSAGE } from './embedded-session.ts';
export type { HostChannel, HostMethods } from './host-channel.ts';
export { embeddedDashboardId } from './embedding.ts';
export { EmbeddedErrorView } from './embedded-error-view.tsx';
export { EmbeddedTheme } from './embedded-theme.tsx';
