import {
  AthenaClient,
  CreateWorkGroupCommand,
  GetWorkGroupCommand,
  InvalidRequestException,
} from '@aws-sdk/client-athena';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handler } from '#functions/security/tenant-bootstrap.ts';
import { exampleTables } from '#shared/examples/catalog.ts';
import { startTestDynalite, type TestDynalite } from '../helpers/dynalite.ts';
import { tableItems } from '../helpers/table-items.ts';

const USER_POOL_ID = 'us-east-1_Test';
const cognito = mockClient(CognitoIdentityProviderClient);
const athena = mockClient(AthenaClient);
let dynalite: TestDynalite;

beforeAll(async () => {
  Object.assign(process.env, {
    COGNITO_USER_POOL_ID: USER_POOL_ID,
    RESULTS_BUCKET: 'results-bucket',
    QUERY_BYTES_SCANNED_LIMIT: '10737418240',
  });
  dynalite = await startTestDynalite();
});

afterAll(async () => {
  await dynalite?.stop();
});

beforeEach(() => {
  cognito.reset();
  cognito
    .on(AdminGetUserCommand)
    .rejects(new UserNotFoundException({ message: 'User does not exist.', $metadata: {} }));
  cognito.on(AdminCreateUserCommand).resolves({});
  cognito.on(AdminAddUserToGroupCommand).resolves({});
  athena.reset();
  athena
    .on(GetWorkGroupCommand)
    .rejects(new InvalidRequestException({ message: 'WorkGroup is not found.', $metadata: {} }));
  athena.on(CreateWorkGroupCommand).resolves({});
});

/** A custom resource event as the CDK Provider framework hands it to the function. */
function event(
  requestType: 'Create' | 'Update' | 'Delete',
  properties: Record<string, string>,
): CloudFormationCustomResourceEvent {
  const common = {
    ServiceToken: 'arn:aws:lambda:us-east-1:123456789012:function:provider',
    ResponseURL: 'https://cloudformation-custom-resource-response.example/',
    StackId: 'arn:aws:cloudformation:us-east-1:123456789012:stack/Skyset/1',
    RequestId: `request-${requestType}`,
    LogicalResourceId: 'Bootstrap',
    ResourceType: 'Custom::SkysetTenantBootstrap',
    ResourceProperties: { ServiceToken: 'arn:aws:lambda:us-east-1:123456789012:function:provider', ...properties },
  };
  if (requestType === 'Create') return { ...common, RequestType: 'Create' };
  const PhysicalResourceId = `tenant-${properties.Tenant ?? 'default'}`;
  if (requestType === 'Update')
    return { ...common, RequestType: 'Update', PhysicalResourceId, OldResourceProperties: common.ResourceProperties };
  return { ...common, RequestType: 'Delete', PhysicalResourceId };
}

/** Every item of one tenant, sorted by key: what a bootstrap wrote. */
async function itemsOf(tenant: string): Promise<Record<string, unknown>[]> {
  return (await tableItems()).filter((item) => String(item.pk).startsWith(`T#${tenant}#`) || item.pk === `T#${tenant}`);
}

const cognitoCalls = () => cognito.calls().map((call) => [call.args[0].constructor.name, call.args[0].input]);
const athenaCalls = () => athena.calls().map((call) => [call.args[0].constructor.name, call.args[0].input]);
const itemsUnder = (items: Record<string, unknown>[], pk: string) => items.filter((item) => item.pk === pk);

describe('tenant bootstrap custom resource', () => {
  it('creates the tenant, its roles, a password-less admin, the Cognito admin, the Athena examples and the workgroup', async () => {
    // Arrange
    const properties = { AdminEmail: 'owner@example.com', ExamplesSchema: 'skyset_examples', Version: 'v1' };

    // Act
    const response = await handler(event('Create', properties));
    const items = await itemsOf('default');

    // Assert
    expect(response).toEqual({
      PhysicalResourceId: 'tenant-default',
      Data: {
        AdminId: 1,
        DatabaseId: 1,
        Datasets: exampleTables.length,
        CognitoAdmin: 'created',
        Workgroup: 'skyset-default',
      },
    });
    expect(athenaCalls()).toEqual([
      ['GetWorkGroupCommand', { WorkGroup: 'skyset-default' }],
      [
        'CreateWorkGroupCommand',
        {
          Name: 'skyset-default',
          Description: 'Skyset queries of tenant default',
          Configuration: {
            EnforceWorkGroupConfiguration: true,
            PublishCloudWatchMetricsEnabled: true,
            EngineVersion: { SelectedEngineVersion: 'AUTO' },
            ResultConfiguration: {
              OutputLocation: 's3://results-bucket/tenants/default/athena/',
              EncryptionConfiguration: { EncryptionOption: 'SSE_S3' },
            },
            BytesScannedCutoffPerQuery: 10737418240,
          },
          Tags: [{ Key: 'skyset:tenant', Value: 'default' }],
        },
      ],
    ]);
    expect(cognitoCalls()).toEqual([
      ['AdminGetUserCommand', { UserPoolId: USER_POOL_ID, Username: 'admin' }],
      [
        'AdminCreateUserCommand',
        {
          UserPoolId: USER_POOL_ID,
          Username: 'admin',
          UserAttributes: [
            { Name: 'custom:tenant', Value: 'default' },
            { Name: 'email', Value: 'owner@example.com' },
            { Name: 'email_verified', Value: 'true' },
          ],
          DesiredDeliveryMediums: ['EMAIL'],
        },
      ],
      ['AdminAddUserToGroupCommand', { UserPoolId: USER_POOL_ID, Username: 'admin', GroupName: 'Admin' }],
    ]);
    expect(itemsUnder(items, 'T#default')).toEqual([
      { pk: 'T#default', sk: 'TENANT', name: 'default', status: 'active', created_on: expect.any(String) },
    ]);
    expect(itemsUnder(items, 'T#default#ROLE').map((role) => [role.sk, role.id])).toEqual([
      ['NAME#Admin', 1],
      ['NAME#Alpha', 2],
      ['NAME#Gamma', 3],
      ['NAME#sql_lab', 4],
    ]);
    expect(itemsUnder(items, 'T#default#USER')).toEqual([
      {
        pk: 'T#default#USER',
        sk: 'NAME#admin',
        id: 1,
        username: 'admin',
        first_name: 'Admin',
        last_name: 'User',
        email: 'owner@example.com',
        active: true,
        roles: ['Admin'],
        created_on: expect.any(String),
        changed_on: expect.any(String),
        login_count: 0,
        last_login: null,
        version: 1,
      },
    ]);
    expect(itemsUnder(items, 'T#default#DATABASE')).toEqual([
      expect.objectContaining({
        id: 1,
        database_name: 'examples',
        backend: 'awsathena',
        allow_dml: false,
        expose_in_sqllab: true,
      }),
    ]);
    expect(
      itemsUnder(items, 'T#default#DATASET').map((d) => [d.table_name, d.schema, d.database_id, d.owners]),
    ).toEqual(exampleTables.map((table) => [table.name, 'skyset_examples', 1, [1]]));
  });

  it('changes nothing and creates no Cognito user when run again by a Create or an Update', async () => {
    // Arrange
    const properties = {
      Tenant: 'acme',
      AdminEmail: 'owner@acme.example',
      ExamplesSchema: 'skyset_examples',
      Version: 'v1',
    };
    await handler(event('Create', properties));
    const before = await itemsOf('acme');
    cognito.reset();
    cognito
      .on(AdminGetUserCommand)
      .resolves({ Username: 'admin', UserAttributes: [{ Name: 'custom:tenant', Value: 'acme' }] });

    // Act
    const responses = [
      await handler(event('Create', properties)),
      await handler(event('Update', { ...properties, Version: 'v2' })),
    ];

    // Assert
    expect(responses).toEqual(
      [0, 1].map(() => ({
        PhysicalResourceId: 'tenant-acme',
        Data: {
          AdminId: 1,
          DatabaseId: 1,
          Datasets: exampleTables.length,
          CognitoAdmin: 'exists',
          Workgroup: 'skyset-acme',
        },
      })),
    );
    expect(cognitoCalls()).toEqual(
      [0, 1].map(() => ['AdminGetUserCommand', { UserPoolId: USER_POOL_ID, Username: 'admin' }]),
    );
    expect(await itemsOf('acme')).toEqual(before);
  });

  it('skips the Cognito admin without an AdminEmail and still writes the tenant records', async () => {
    // Arrange
    const properties = { Tenant: 'no-mail', ExamplesSchema: 'skyset_examples' };

    // Act
    const response = await handler(event('Create', properties));
    const users = itemsUnder(await itemsOf('no-mail'), 'T#no-mail#USER');

    // Assert
    expect(response.Data).toEqual({
      AdminId: 1,
      DatabaseId: 1,
      Datasets: exampleTables.length,
      CognitoAdmin: 'skipped',
      Workgroup: 'skyset-no-mail',
    });
    expect(cognitoCalls()).toEqual([]);
    expect(users.map((user) => [user.username, user.email, 'passwordHash' in user])).toEqual([
      ['admin', 'admin@skyset.local', false],
    ]);
  });

  it('keeps everything on Delete', async () => {
    // Arrange
    const properties = { Tenant: 'kept', AdminEmail: 'owner@kept.example', ExamplesSchema: 'skyset_examples' };
    await handler(event('Create', properties));
    const before = await itemsOf('kept');
    cognito.reset();
    athena.reset();

    // Act
    const response = await handler(event('Delete', properties));

    // Assert
    expect(response).toEqual({ PhysicalResourceId: 'tenant-kept' });
    expect([cognitoCalls(), athenaCalls()]).toEqual([[], []]);
    expect(await itemsOf('kept')).toEqual(before);
  });

  it('fails the deployment on properties it cannot use', async () => {
    // Act
    const attempt = handler(event('Create', { Tenant: 'Not A Tenant', ExamplesSchema: 'skyset_examples' }));

    // Assert
    await expect(attempt).rejects.toThrow(/Tenant/);
    expect(cognitoCalls()).toEqual([]);
  });
});
