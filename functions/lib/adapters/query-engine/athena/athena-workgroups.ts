import {
  type AthenaClient,
  CreateWorkGroupCommand,
  GetWorkGroupCommand,
  UpdateWorkGroupCommand,
  type WorkGroup,
  type WorkGroupConfiguration,
} from '@aws-sdk/client-athena';
import type { TenantWorkgroups } from '../../../ports/cloud-tenant.ts';

/** What a tenant's workgroup is made of, from the deployment's configuration. */
export interface TenantWorkgroupSettings {
  /** The results bucket: a tenant's Athena output goes under `tenants/<tenant>/athena/` in it. */
  resultsBucket: string;
  /** Bytes one query may scan before Athena cancels it (QUERY_BYTES_SCANNED_LIMIT); 0 for no cutoff. */
  bytesScannedLimit: number;
  /** Start of every tenant workgroup's name (ATHENA_WORKGROUP_PREFIX), what IAM grants by. */
  prefix: string;
}

/** The smallest cutoff Athena accepts (10 MB): a lower configured limit is raised to it. */
const MIN_CUTOFF_BYTES = 10_000_000;

/** The one place a tenant's workgroup name is derived: `<prefix><tenant>`, e.g. `skyset-acme`. */
export const tenantWorkgroupName = (tenant: string, prefix: string): string => `${prefix}${tenant}`;

/** The one place a tenant's Athena result folder is derived. */
export const tenantAthenaOutputLocation = (resultsBucket: string, tenant: string): string =>
  `s3://${resultsBucket}/tenants/${tenant}/athena/`;

/** The configuration a tenant's workgroup must have: enforced, so no client overrides its output or cutoff. */
function wantedConfiguration(tenant: string, settings: TenantWorkgroupSettings): WorkGroupConfiguration {
  const cutoff = settings.bytesScannedLimit > 0 ? Math.max(settings.bytesScannedLimit, MIN_CUTOFF_BYTES) : undefined;
  return {
    EnforceWorkGroupConfiguration: true,
    PublishCloudWatchMetricsEnabled: true,
    EngineVersion: { SelectedEngineVersion: 'AUTO' },
    ResultConfiguration: {
      OutputLocation: tenantAthenaOutputLocation(settings.resultsBucket, tenant),
      EncryptionConfiguration: { EncryptionOption: 'SSE_S3' },
    },
    ...(cutoff === undefined ? {} : { BytesScannedCutoffPerQuery: cutoff }),
  };
}

const athenaSays = (error: unknown, pattern: RegExp): boolean =>
  error instanceof Error && error.name === 'InvalidRequestException' && pattern.test(error.message);

async function findWorkgroup(client: AthenaClient, name: string): Promise<WorkGroup | undefined> {
  try {
    return (await client.send(new GetWorkGroupCommand({ WorkGroup: name }))).WorkGroup;
  } catch (error) {
    if (athenaSays(error, /not found/i)) return undefined;
    throw error;
  }
}

/** Whether the workgroup is enabled and configured as wanted (engine version aside: AUTO moves on its own). */
function isAsWanted(workgroup: WorkGroup, wanted: WorkGroupConfiguration): boolean {
  const actual = workgroup.Configuration ?? {};
  return (
    workgroup.State !== 'DISABLED' &&
    actual.EnforceWorkGroupConfiguration === true &&
    actual.PublishCloudWatchMetricsEnabled === true &&
    actual.ResultConfiguration?.OutputLocation === wanted.ResultConfiguration?.OutputLocation &&
    actual.ResultConfiguration?.EncryptionConfiguration?.EncryptionOption === 'SSE_S3' &&
    actual.BytesScannedCutoffPerQuery === wanted.BytesScannedCutoffPerQuery
  );
}

function updateCommand(name: string, wanted: WorkGroupConfiguration): UpdateWorkGroupCommand {
  const { ResultConfiguration, BytesScannedCutoffPerQuery, ...flags } = wanted;
  return new UpdateWorkGroupCommand({
    WorkGroup: name,
    State: 'ENABLED',
    ConfigurationUpdates: {
      ...flags,
      ResultConfigurationUpdates: ResultConfiguration,
      ...(BytesScannedCutoffPerQuery === undefined
        ? { RemoveBytesScannedCutoffPerQuery: true }
        : { BytesScannedCutoffPerQuery }),
    },
  });
}

/**
 * Makes sure the tenant's Athena workgroup exists as configured: created when missing, brought back in line when
 * its output location, cutoff or enforcement drifted, left alone otherwise. Safe to repeat and to race: a create
 * that loses to another one checks what won.
 */
export async function ensureTenantWorkgroup(
  client: AthenaClient,
  tenant: string,
  settings: TenantWorkgroupSettings,
): Promise<{ name: string; status: 'created' | 'updated' | 'unchanged' }> {
  const name = tenantWorkgroupName(tenant, settings.prefix);
  const wanted = wantedConfiguration(tenant, settings);
  let existing = await findWorkgroup(client, name);
  if (existing === undefined) {
    try {
      const description = `Skyset queries of tenant ${tenant}`;
      await client.send(
        new CreateWorkGroupCommand({
          Name: name,
          Description: description,
          Configuration: wanted,
          Tags: [{ Key: 'skyset:tenant', Value: tenant }],
        }),
      );
      return { name, status: 'created' };
    } catch (error) {
      if (!athenaSays(error, /already (created|exists)/i)) throw error;
      existing = await findWorkgroup(client, name);
    }
  }
  if (existing !== undefined && isAsWanted(existing, wanted)) return { name, status: 'unchanged' };
  await client.send(updateCommand(name, wanted));
  return { name, status: 'updated' };
}

/** Athena as the TenantWorkgroups port, every workgroup made with the deployment's settings. */
export function athenaTenantWorkgroups(client: AthenaClient, settings: TenantWorkgroupSettings): TenantWorkgroups {
  return { ensure: (tenant) => ensureTenantWorkgroup(client, tenant, settings) };
}
