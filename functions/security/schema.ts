import * as z from 'zod';
import { boundedName } from '#shared/limits.ts';
import { Claims } from '../lib/claims.ts';

/** POST /api/v1/security/login body, as Superset's client sends it. `tenant` is Skyset's addition (default tenant when absent). */
export const LoginBody = z.object({
  // Bounded: the user name and tenant are parts of DynamoDB keys, which refuse more than 1 KB.
  username: boundedName().min(1, 'Missing data for required field.'),
  password: z.string().min(1, 'Missing data for required field.'),
  provider: z.enum(['db', 'ldap']).default('db'),
  refresh: z.boolean().optional(),
  tenant: boundedName().optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

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
