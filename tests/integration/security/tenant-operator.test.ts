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
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handler } from '#functions/security/tenant-operator.ts';
import { exampleTables } from '#shared/examples/catalog.ts';
import { startTestDynalite, type TestDynalite } from '../helpers/dynalite.ts';

const USER_POOL_ID = 'us-east-1_Test';
const cognito = mockClient(CognitoIdentityProviderClient);
const athena = mockClient(AthenaClient);
let dynalite: TestDynalite;

beforeAll(async () => {
  Object.assign(process.env, {
    COGNITO_USER_POOL_ID: USER_POOL_ID,
    RESULTS_BUCKET: 'results-bucket',
    ATHENA_DATABASE: 'skyset_examples',
    QUERY_BYTES_SCANNED_LIMIT: '0',
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

const cognitoCalls = () => cognito.calls().map((call) => [call.args[0].constructor.name, call.args[0].input]);

describe('tenant operator function', () => {
  it('creates a tenant: records, examples over Athena, its admin in Cognito and its workgroup', async () => {
    // Act
    const result = await handler({ action: 'create', tenant: 'acme', adminEmail: 'ops@acme.test' });

    // Assert
    expect(result).toEqual({
      tenant: 'acme',
      adminId: 1,
      databaseId: 1,
      datasets: exampleTables.length,
      cognitoAdmin: 'created',
      workgroup: 'skyset-acme',
    });
    expect(cognitoCalls()).toEqual([
      ['AdminGetUserCommand', { UserPoolId: USER_POOL_ID, Username: 'acme-admin' }],
      ['AdminGetUserCommand', { UserPoolId: USER_POOL_ID, Username: 'acme-admin' }],
      [
        'AdminCreateUserCommand',
        {
          UserPoolId: USER_POOL_ID,
          Username: 'acme-admin',
          UserAttributes: [
            { Name: 'custom:tenant', Value: 'acme' },
            { Name: 'email', Value: 'ops@acme.test' },
            { Name: 'email_verified', Value: 'true' },
          ],
          DesiredDeliveryMediums: ['EMAIL'],
        },
      ],
      ['AdminAddUserToGroupCommand', { UserPoolId: USER_POOL_ID, Username: 'acme-admin', GroupName: 'Admin' }],
    ]);
    expect(athena.commandCalls(CreateWorkGroupCommand).map((call) => call.args[0].input.Name)).toEqual(['skyset-acme']);
  });

  it('lists the tenants', async () => {
    // Act
    const result = await handler({ action: 'list' });

    // Assert
    expect(result).toEqual({ tenants: [{ name: 'acme', status: 'active', created_on: expect.any(String) }] });
  });

  it('refuses a tenant that exists before calling Cognito', async () => {
    // Act
    const result = handler({ action: 'create', tenant: 'acme', adminEmail: 'ops@acme.test' });

    // Assert
    await expect(result).rejects.toThrow('Tenant acme already exists');
    expect(cognitoCalls()).toEqual([]);
  });

  it('refuses an admin name the pool already has, writing nothing', async () => {
    // Arrange
    cognito
      .on(AdminGetUserCommand)
      .resolves({ Username: 'boss', UserAttributes: [{ Name: 'custom:tenant', Value: 'default' }] });

    // Act
    const result = handler({
      action: 'create',
      tenant: 'initech',
      adminEmail: 'ops@initech.test',
      adminUsername: 'boss',
    });

    // Assert
    await expect(result).rejects.toThrow('The user pool already has a user boss: choose another adminUsername');
    await expect(handler({ action: 'list' })).resolves.toEqual({
      tenants: [expect.objectContaining({ name: 'acme' })],
    });
  });

  it.each([
    ['an invalid tenant name', { action: 'create', tenant: 'Not Valid', adminEmail: 'ops@x.test' }],
    ['an unknown action', { action: 'drop', tenant: 'acme' }],
  ])('refuses %s, saying why', async (_case, event) => {
    // Act
    const result = handler(event);

    // Assert
    await expect(result).rejects.toThrow(/^Invalid tenant operation: /);
  });
});
