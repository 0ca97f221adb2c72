import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiGatewayPush } from '#functions/lib/adapters/push/api-gateway-push.ts';
import { newLocalCredentials } from '#infra/local/sigv4/credentials.ts';
import { GOOD_TOKEN, nextMessage, onlyConnectionId, openSocket, type WsHarness, startWsHarness } from './ws-harness.ts';

describe('ApiGatewayPush over the local @connections endpoint', () => {
  let harness: WsHarness;
  let push: ApiGatewayPush;
  const credentials = newLocalCredentials();
  beforeAll(() => {
    // The adapter builds its client from the default chain, as in Lambda: region and credentials from env.
    Object.assign(process.env, {
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    });
  });
  beforeEach(async () => {
    harness = await startWsHarness({ credentials });
    push = new ApiGatewayPush({ endpoint: `${harness.baseUrl}/ws` });
  });
  afterEach(() => harness.close());

  it('posts data as JSON text and reports sent', async () => {
    // Arrange
    const socket = await openSocket(`${harness.socketUrl}?token=${GOOD_TOKEN}`);
    const received = nextMessage(socket);

    // Act
    const outcome = await push.post(onlyConnectionId(harness.gateway), { status: 'done', job_id: 'j-1' });

    // Assert
    expect({ outcome, received: JSON.parse(await received) }).toEqual({
      outcome: 'sent',
      received: { status: 'done', job_id: 'j-1' },
    });
    socket.close();
  });

  it('reports gone for a connection that does not exist', async () => {
    // Arrange
    const connectionId = 'Kx1abcd3IAMCJdA=';

    // Act
    const outcome = await push.post(connectionId, { status: 'done' });

    // Assert
    expect(outcome).toBe('gone');
  });

  it('throws other management API errors', async () => {
    // Arrange
    const socket = await openSocket(`${harness.socketUrl}?token=${GOOD_TOKEN}`);

    // Act
    const attempt = push.post(onlyConnectionId(harness.gateway), 'x'.repeat(128 * 1024));

    // Assert
    await expect(attempt).rejects.toMatchObject({ name: 'PayloadTooLargeException' });
    socket.close();
  });
});
