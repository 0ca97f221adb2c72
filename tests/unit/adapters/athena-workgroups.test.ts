import {
  AthenaClient,
  CreateWorkGroupCommand,
  GetWorkGroupCommand,
  InvalidRequestException,
  UpdateWorkGroupCommand,
  type WorkGroup,
} from '@aws-sdk/client-athena';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ensureTenantWorkgroup,
  tenantAthenaOutputLocation,
  tenantWorkgroupName,
} from '#functions/lib/adapters/query-engine/athena/athena-workgroups.ts';

const athena = mockClient(AthenaClient);
const client = new AthenaClient({ region: 'eu-west-1' });
const SETTINGS = { resultsBucket: 'results-bucket', bytesScannedLimit: 10 * 1024 ** 3, prefix: 'skyset-' };

const notFound = () => new InvalidRequestException({ message: 'WorkGroup skyset-acme is not found.', $metadata: {} });
const calls = () => athena.calls().map((call) => [call.args[0].constructor.name, call.args[0].input]);

/** The configuration the bootstrap gives a tenant's workgroup, as Athena would answer it. */
const WANTED = {
  EnforceWorkGroupConfiguration: true,
  PublishCloudWatchMetricsEnabled: true,
  EngineVersion: { SelectedEngineVersion: 'AUTO' },
  ResultConfiguration: {
    OutputLocation: 's3://results-bucket/tenants/acme/athena/',
    EncryptionConfiguration: { EncryptionOption: 'SSE_S3' as const },
  },
  BytesScannedCutoffPerQuery: 10 * 1024 ** 3,
};
const existing = (configuration: object = WANTED, state: WorkGroup['State'] = 'ENABLED'): { WorkGroup: WorkGroup } => ({
  WorkGroup: { Name: 'skyset-acme', State: state, Configuration: configuration },
});

beforeEach(() => {
  athena.reset();
  athena.on(CreateWorkGroupCommand).resolves({});
  athena.on(UpdateWorkGroupCommand).resolves({});
});

describe('tenant workgroup names and folders', () => {
  it('derives both from the tenant in one place', () => {
    // Act
    const derived = [tenantWorkgroupName('acme', 'skyset-'), tenantAthenaOutputLocation('results-bucket', 'acme')];

    // Assert
    expect(derived).toEqual(['skyset-acme', 's3://results-bucket/tenants/acme/athena/']);
  });
});

describe('ensureTenantWorkgroup', () => {
  it("creates a missing workgroup enforcing the tenant's result folder, encryption and cutoff", async () => {
    // Arrange
    athena.on(GetWorkGroupCommand).rejects(notFound());

    // Act
    const result = await ensureTenantWorkgroup(client, 'acme', SETTINGS);

    // Assert
    expect(result).toEqual({ name: 'skyset-acme', status: 'created' });
    expect(calls()).toEqual([
      ['GetWorkGroupCommand', { WorkGroup: 'skyset-acme' }],
      [
        'CreateWorkGroupCommand',
        {
          Name: 'skyset-acme',
          Description: 'Skyset queries of tenant acme',
          Configuration: WANTED,
          Tags: [{ Key: 'skyset:tenant', Value: 'acme' }],
        },
      ],
    ]);
  });

  it('leaves a workgroup configured as wanted alone', async () => {
    // Arrange
    athena.on(GetWorkGroupCommand).resolves(existing());

    // Act
    const result = await ensureTenantWorkgroup(client, 'acme', SETTINGS);

    // Assert
    expect(result).toEqual({ name: 'skyset-acme', status: 'unchanged' });
    expect(calls()).toEqual([['GetWorkGroupCommand', { WorkGroup: 'skyset-acme' }]]);
  });

  it.each([
    [
      'another output location',
      existing({ ...WANTED, ResultConfiguration: { OutputLocation: 's3://results-bucket/athena/' } }),
    ],
    ['no enforcement', existing({ ...WANTED, EnforceWorkGroupConfiguration: false })],
    ['another cutoff', existing({ ...WANTED, BytesScannedCutoffPerQuery: 1 })],
    ['a disabled state', existing(WANTED, 'DISABLED')],
  ])('brings a workgroup with %s back in line', async (_case, found) => {
    // Arrange
    athena.on(GetWorkGroupCommand).resolves(found);

    // Act
    const result = await ensureTenantWorkgroup(client, 'acme', SETTINGS);

    // Assert
    expect(result).toEqual({ name: 'skyset-acme', status: 'updated' });
    expect(calls()).toEqual([
      ['GetWorkGroupCommand', { WorkGroup: 'skyset-acme' }],
      [
        'UpdateWorkGroupCommand',
        {
          WorkGroup: 'skyset-acme',
          State: 'ENABLED',
          ConfigurationUpdates: {
            EnforceWorkGroupConfiguration: true,
            PublishCloudWatchMetricsEnabled: true,
            EngineVersion: { SelectedEngineVersion: 'AUTO' },
            ResultConfigurationUpdates: WANTED.ResultConfiguration,
            BytesScannedCutoffPerQuery: 10 * 1024 ** 3,
          },
        },
      ],
    ]);
  });

  it('removes the cutoff when no limit is configured', async () => {
    // Arrange
    athena.on(GetWorkGroupCommand).resolves(existing());

    // Act
    await ensureTenantWorkgroup(client, 'acme', { ...SETTINGS, bytesScannedLimit: 0 });

    // Assert
    expect(athena.commandCalls(UpdateWorkGroupCommand).map((call) => call.args[0].input.ConfigurationUpdates)).toEqual([
      {
        EnforceWorkGroupConfiguration: true,
        PublishCloudWatchMetricsEnabled: true,
        EngineVersion: { SelectedEngineVersion: 'AUTO' },
        ResultConfigurationUpdates: WANTED.ResultConfiguration,
        RemoveBytesScannedCutoffPerQuery: true,
      },
    ]);
  });

  it("raises a limit below Athena's 10 MB minimum to it", async () => {
    // Arrange
    athena.on(GetWorkGroupCommand).rejects(notFound());

    // Act
    await ensureTenantWorkgroup(client, 'acme', { ...SETTINGS, bytesScannedLimit: 1000 });

    // Assert
    expect(
      athena
        .commandCalls(CreateWorkGroupCommand)
        .map((call) => call.args[0].input.Configuration?.BytesScannedCutoffPerQuery),
    ).toEqual([10_000_000]);
  });

  it('checks what won when another bootstrap created the workgroup first', async () => {
    // Arrange
    athena.on(GetWorkGroupCommand).rejectsOnce(notFound()).resolves(existing());
    athena
      .on(CreateWorkGroupCommand)
      .rejects(new InvalidRequestException({ message: 'WorkGroup is already created', $metadata: {} }));

    // Act
    const result = await ensureTenantWorkgroup(client, 'acme', SETTINGS);

    // Assert
    expect(result).toEqual({ name: 'skyset-acme', status: 'unchanged' });
    expect(calls().map(([name]) => name)).toEqual([
      'GetWorkGroupCommand',
      'CreateWorkGroupCommand',
      'GetWorkGroupCommand',
    ]);
  });

  it('lets any other Athena failure fail the bootstrap', async () => {
    // Arrange
    athena
      .on(GetWorkGroupCommand)
      .rejects(new InvalidRequestException({ message: 'User is not authorized', $metadata: {} }));

    // Act
    const attempt = ensureTenantWorkgroup(client, 'acme', SETTINGS);

    // Assert
    await expect(attempt).rejects.toThrow('User is not authorized');
    expect(athena.commandCalls(CreateWorkGroupCommand)).toEqual([]);
  });
});
