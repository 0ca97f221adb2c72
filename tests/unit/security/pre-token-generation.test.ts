import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { createPreTokenHandler, handler as deployedHandler } from '#functions/security/pre-token-generation.ts';

/** The trigger over a user record whose session generation is 2. */
const handler = createPreTokenHandler(async () => 2);

/** A V1 pre-token-generation event as Cognito sends it on a password sign-in. */
function signInEvent(attributes: Record<string, string>, groups: string[] | undefined): PreTokenGenerationTriggerEvent {
  return {
    version: '1',
    triggerSource: 'TokenGeneration_Authentication',
    region: 'eu-west-1',
    userPoolId: 'eu-west-1_Example',
    userName: 'alice',
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'client-1' },
    request: {
      userAttributes: { sub: '0f1e2d3c', 'cognito:user_status': 'CONFIRMED', ...attributes },
      groupConfiguration: { groupsToOverride: groups, iamRolesToOverride: [], preferredRole: undefined },
    },
    response: { claimsOverrideDetails: {} },
  } as PreTokenGenerationTriggerEvent;
}

describe('pre-token-generation trigger', () => {
  it('adds username, tenant, space-joined roles and the session generation to the id token claims', async () => {
    // Arrange
    const event = signInEvent({ 'custom:tenant': 'acme' }, ['Admin', 'sql_lab']);

    // Act
    const result = await handler(event);

    // Assert
    expect(result.response).toEqual({
      claimsOverrideDetails: {
        claimsToAddOrOverride: { username: 'alice', tenant: 'acme', roles: 'Admin sql_lab', session_gen: '2' },
      },
    });
  });

  it('gives an empty roles claim to a user in no group', async () => {
    // Arrange
    const event = signInEvent({ 'custom:tenant': 'acme' }, undefined);

    // Act
    const result = await handler(event);

    // Assert
    expect(result.response.claimsOverrideDetails.claimsToAddOrOverride).toEqual({
      username: 'alice',
      tenant: 'acme',
      roles: '',
      session_gen: '2',
    });
  });

  it('keeps claims and suppressions another step already set', async () => {
    // Arrange
    const event = signInEvent({ 'custom:tenant': 'acme' }, ['Gamma']);
    event.response.claimsOverrideDetails = { claimsToAddOrOverride: { locale: 'fr' }, claimsToSuppress: ['email'] };

    // Act
    const result = await handler(event);

    // Assert
    expect(result.response.claimsOverrideDetails).toEqual({
      claimsToAddOrOverride: { locale: 'fr', username: 'alice', tenant: 'acme', roles: 'Gamma', session_gen: '2' },
      claimsToSuppress: ['email'],
    });
  });

  it('refuses a token to a user without a tenant, which fails the sign-in', async () => {
    // Arrange
    const event = signInEvent({}, ['Admin']);

    // Act
    const result = handler(event);

    // Assert
    await expect(result).rejects.toThrow('User alice has no custom:tenant attribute');
  });

  it.each([
    ['a user record with a generation', { Item: { session_gen: 4 } }, '4'],
    ['a record before any password change', { Item: {} }, '0'],
    ['no user record', {}, '0'],
  ])('reads the session generation of %s from the user record, consistently', async (_case, answer, expected) => {
    // Arrange
    const dynamo = mockClient(DynamoDBDocumentClient);
    dynamo.on(GetCommand).resolves(answer);

    // Act
    const result = await deployedHandler(signInEvent({ 'custom:tenant': 'acme' }, ['Gamma']));

    // Assert
    expect(result.response.claimsOverrideDetails.claimsToAddOrOverride?.session_gen).toBe(expected);
    expect(dynamo.commandCalls(GetCommand).map((call) => call.args[0].input)).toEqual([
      {
        TableName: 'skyset',
        Key: { pk: 'T#acme#USER', sk: 'NAME#alice' },
        ProjectionExpression: 'session_gen',
        ConsistentRead: true,
      },
    ]);
    dynamo.restore();
  });
});
