import { z } from 'zod';
import { Claims } from '../lib/claims.ts';

/** POST /api/v1/security/login body, as Superset's client sends it. `tenant` is Skyset's addition (default tenant when absent). */
export const LoginBody = z.object({
  username: z.string().min(1, 'Missing data for required field.'),
  password: z.string().min(1, 'Missing data for required field.'),
  provider: z.enum(['db', 'ldap']).default('db'),
  refresh: z.boolean().optional(),
  tenant: z.string().optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** A stored user. `passwordHash` never leaves the service. */
export const UserRecord = z.object({
  id: z.number().int().positive(),
  username: z.string().min(1),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  active: z.boolean(),
  roles: z.array(z.string()),
  passwordHash: z.string().optional(),
  created_on: z.string(),
  changed_on: z.string(),
  login_count: z.number().int().nonnegative().default(0),
  last_login: z.string().nullable().default(null),
  version: z.number().int().nonnegative().default(1),
});
export type UserRecord = z.infer<typeof UserRecord>;

/** A (permission, view) pair, as Superset lists them. */
export const PermissionPair = z.tuple([z.string(), z.string()]);
export type PermissionPair = z.infer<typeof PermissionPair>;

export const RoleRecord = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  permissions: z.array(PermissionPair),
});
export type RoleRecord = z.infer<typeof RoleRecord>;

/**
 * Properties of the tenant bootstrap custom resource (infra/cloud/bootstrap.ts). CloudFormation passes every value
 * as a string; `Version` only changes to make an update run the bootstrap again.
 */
export const TenantBootstrapProperties = z.object({
  /** @default DEFAULT_TENANT */
  Tenant: Claims.shape.tenant.optional(),
  /** Where Cognito mails the admin's temporary password; without it no Cognito user is created. */
  AdminEmail: z.email().optional(),
  /** The Glue database holding the example tables. */
  ExamplesSchema: z.string().min(1),
  Version: z.string().optional(),
});
export type TenantBootstrapProperties = z.infer<typeof TenantBootstrapProperties>;
