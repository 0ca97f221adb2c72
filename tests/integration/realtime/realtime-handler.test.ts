import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentClient, tableName } from '#functions/lib/dynamo.ts';
import { keys } from '#functions/lib/keys.ts';
import { createRealtimeHandler } from '#functions/realtime/handler.ts';
import { appendEvent } from '#functions/async/event-log.ts';
import { startTestDynalite, type TestDynalite } from '../helpers/dynalite.ts';
import { ALICE, CONNECTED_AT, connectOf, context, disconnectOf } from './realtime-fixtures.ts';

const storedConnection = async (tenant: string, connectionId: string) =>
  (await documentClient().send(new GetCommand({ TableName: tableName(), Key: keys.connection(tenant, connectionId) })))
    .Item;

describe('realtime handler over dynalite', () => {
  let dynalite: TestDynalite;
  const handler = createRealtimeHandler();
  beforeAll(async () => {
    dynalite = await startTestDynalite();
  });
  afterAll(() => dynalite.stop());

  it("stores the connection under the user's channel on $connect", async () => {
    // Arrange
    const event = connectOf('Conn1abcdIAMCJdA=');

    // Act
    const result = await handler(event, context());

    // Assert
    expect(result).toEqual({ statusCode: 200 });
    expect(await storedConnection('acme', 'Conn1abcdIAMCJdA=')).toEqual({
      pk: 'T#acme#CONN',
      sk: 'Conn1abcdIAMCJdA=',
      gsi1pk: 'T#acme#CHANNEL#user-7#CONNS',
      gsi1sk: 'Conn1abcdIAMCJdA=',
      connectionId: 'Conn1abcdIAMCJdA=',
      channelId: 'user-7',
      userId: 'user-7',
      username: 'alice',
      connectedAt: CONNECTED_AT,
      expiresAt: CONNECTED_AT / 1000 + 7200,
    });
  });

  it('replays the channel events after last_id on request', async () => {
    // Arrange
    for (const job of ['j1', 'j2', 'j3']) {
      await appendEvent('acme', {
        channel_id: 'user-7',
        job_id: job,
        user_id: 7,
        status: 'done',
        errors: [],
        result_url: null,
      });
    }
    const event = { ...connectOf('Conn2abcdIAMCJdA='), body: JSON.stringify({ action: 'replay', last_id: '1' }) };
    event.requestContext = { ...event.requestContext, routeKey: '$default', eventType: 'MESSAGE' };

    // Act
    const result = await handler(event, context());

    // Assert
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(String(result.body))).toEqual({
      type: 'replay',
      events: ['j2', 'j3'].map((job, index) => ({
        id: String(index + 2),
        channel_id: 'user-7',
        job_id: job,
        user_id: 7,
        status: 'done',
        errors: [],
        result_url: null,
      })),
    });
  });

  it('refuses a replay from a last_id that is not an event id', async () => {
    // Arrange
    const event = { ...connectOf('Conn6abcdIAMCJdA='), body: JSON.stringify({ action: 'replay', last_id: 'abc' }) };
    event.requestContext = { ...event.requestContext, routeKey: '$default', eventType: 'MESSAGE' };

    // Act
    const result = await handler(event, context());

    // Assert
    expect([result.statusCode, result.body]).toEqual([400, '{"message":"Not a valid event id."}']);
  });

  it('refuses $connect with 401 when the authorizer context lacks claims', async () => {
    // Arrange
    const event = connectOf('Conn3abcdIAMCJdA=', undefined, { principalId: 'user-7' });

    // Act
    const result = await handler(event, context());

    // Assert
    expect({ status: result.statusCode, body: result.body }).toEqual({
      status: 401,
      body: '{"message":"Not authorized"}',
    });
    expect(await storedConnection('acme', 'Conn3abcdIAMCJdA=')).toBeUndefined();
  });

  it('deletes the connection on $disconnect', async () => {
    // Arrange
    await handler(connectOf('Conn4abcdIAMCJdA='), context());

    // Act
    const result = await handler(disconnectOf('Conn4abcdIAMCJdA='), context());

    // Assert
    expect(result).toEqual({ statusCode: 200 });
    expect(await storedConnection('acme', 'Conn4abcdIAMCJdA=')).toBeUndefined();
  });

  it('keeps tenants apart: the same user id in another tenant is another record', async () => {
    // Arrange
    const otherTenant = { ...ALICE, tenant: 'globex' };

    // Act
    await handler(connectOf('Conn5abcdIAMCJdA=', undefined, otherTenant), context());

    // Assert
    const stored = {
      acme: await storedConnection('acme', 'Conn5abcdIAMCJdA='),
      globex: (await storedConnection('globex', 'Conn5abcdIAMCJdA='))?.gsi1pk,
    };
    expect(stored).toEqual({ acme: undefined, globex: 'T#globex#CHANNEL#user-7#CONNS' });
  });
});
