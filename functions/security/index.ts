/**
 * The public face of the security domain: the only file other domains import from it (eslint.config.js).
 * Users, roles and sign-in (`/api/v1/security/`): role lookups, the sign-in throttle and
 * password policy, and tenant bootstrap. The users every domain reads are in lib (lib/auth/user-directory.ts).
 */
export type { GuestTokenPorts } from './guest-token-service.ts';
export type { PasswordPolicy } from './password-policy.ts';
export type { TenantBootstrapPorts } from './tenant-bootstrap-service.ts';
export { LoginThrottle } from './throttle/login-throttle.ts';
/** The themes a tenant's pages and embedded dashboards draw with, as Superset's page bootstrap carries them. */
export { systemThemeSlice, type SystemThemeSlice } from './themes/system-theme.ts';
