import { randomUUID } from 'node:crypto';
import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { GetQueueUrlCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobQueue } from '#functions/lib/composition/job-queue.ts';
import { login, startTestRuntime, type TestRuntime } from '../integration/helpers/runtime.ts';
import { until } from '../integration/helpers/until.ts';

let runtime: TestRuntime;
const clients: Array<{ destroy(): void }> = [];

beforeAll(async () => {
  runtime = await startTestRuntime();
});

afterAll(async () => {
  for (const client of clients.splice(0)) client.destroy();
  await runtime?.dispose();
});

/** The key id the runtime gave its handlers this start: public enough to guess, useless without the secret. */
const runtimeKeyId = (): string => process.env.AWS_ACCESS_KEY_ID ?? '';

const SIGNATURE_MISMATCH =
  'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method. Consult the service documentation for details.';

function sqsClient(credentials: { accessKeyId: string; secretAccessKey: string }): SQSClient {
  const client = new SQSClient({
    region: 'us-east-1',
    endpoint: `${runtime.url}/_local/sqs`,
    credentials,
    maxAttempts: 1,
  });
  clients.push(client);
  return client;
}

function managementClient(credentials: {
  accessKeyId: string;
  secretAccessKey: string;
}): ApiGatewayManagementApiClient {
  const client = new ApiGatewayManagementApiClient({
    region: 'us-east-1',
    endpoint: `${runtime.url}/ws`,
    credentials,
    maxAttempts: 1,
  });
  clients.push(client);
  return client;
}

/** What a refused SDK call carries. */
async function refusalOf(promise: Promise<unknown>): Promise<{ name: string; message: string; status?: number }> {
  const error = (await promise.then(
    () => undefined,
    (e: unknown) => e,
  )) as { name: string; message: string; $metadata?: { httpStatusCode?: number } };
  return { name: error?.name, message: error?.message, status: error?.$metadata?.httpStatusCode };
}

async function answerOf(response: Response): Promise<{ status: number; errorType: string | null; body: unknown }> {
  const errorType = response.headers.get('x-amzn-query-error') ?? response.headers.get('x-amzn-errortype');
  return { status: response.status, errorType, body: await response.json() };
}

describe('the local SQS endpoint answers only the runtime', () => {
  it('refuses an unsigned SendMessage', async () => {
    // Arrange
    const body = JSON.stringify({
      QueueUrl: `${runtime.url}/_local/sqs/000000000000/chart`,
      MessageBody: '{"kind":"forged"}',
    });
    const headers = { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'AmazonSQS.SendMessage' };

    // Act
    const response = await fetch(`${runtime.url}/_local/sqs`, { method: 'POST', headers, body });

    // Assert
    expect(await answerOf(response)).toEqual({
      status: 403,
      errorType: 'MissingAuthenticationToken;Sender',
      body: {
        __type: 'com.amazon.coral.service#MissingAuthenticationTokenException',
        message: 'The request must contain either a valid (registered) AWS access key ID or X.509 certificate.',
      },
    });
  });

  it('refuses a client that knows the key id but not the secret', async () => {
    // Arrange
    const forger = sqsClient({ accessKeyId: runtimeKeyId(), secretAccessKey: 'guessed' });

    // Act
    const refusal = await refusalOf(
      forger.send(
        new SendMessageCommand({ QueueUrl: `${runtime.url}/_local/sqs/000000000000/chart`, MessageBody: '{}' }),
      ),
    );

    // Assert
    expect(refusal).toEqual({ name: 'SignatureDoesNotMatch', message: SIGNATURE_MISMATCH, status: 403 });
  });

  it('refuses the fixed credentials every local runtime used to share', async () => {
    // Arrange
    const forger = sqsClient({ accessKeyId: 'local', secretAccessKey: 'local' });

    // Act
    const refusal = await refusalOf(forger.send(new GetQueueUrlCommand({ QueueName: 'chart' })));

    // Assert
    expect(refusal).toEqual({
      name: 'InvalidClientTokenId',
      message: 'The security token included in the request is invalid.',
      status: 403,
    });
  });
});

describe('the local @connections endpoint answers only the runtime', () => {
  it('refuses an unsigned PostToConnection before looking the connection up', async () => {
    // Arrange
    const url = `${runtime.url}/ws/@connections/${encodeURIComponent('Kx1abcd3IAMCJdA=')}`;

    // Act
    const response = await fetch(url, { method: 'POST', body: '{"status":"done"}' });

    // Assert
    expect(await answerOf(response)).toEqual({
      status: 403,
      errorType: 'MissingAuthenticationTokenException',
      body: { message: 'Missing Authentication Token' },
    });
  });

  it('refuses a client that knows the key id but not the secret', async () => {
    // Arrange
    const forger = managementClient({ accessKeyId: runtimeKeyId(), secretAccessKey: 'guessed' });
    const command = new PostToConnectionCommand({
      ConnectionId: 'Kx1abcd3IAMCJdA=',
      Data: new TextEncoder().encode('{}'),
    });

    // Act
    const refusal = await refusalOf(forger.send(command));

    // Assert
    expect(refusal).toEqual({ name: 'InvalidSignatureException', message: SIGNATURE_MISMATCH, status: 403 });
  });
});

describe('the runtime itself', () => {
  it('still queues a job, runs its worker and pushes its event over @connections', async () => {
    // Arrange
    const { access_token } = await login(runtime.url);
    const socket = new WebSocket(`${runtime.url.replace('http', 'ws')}/ws?token=${access_token}`);
    const messages: Array<{ job_id?: string }> = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise((resolve) => socket.once('open', resolve));
    const jobId = randomUUID();

    // Act: the handlers' own SQS client (credentials from the environment the runtime set)
    await jobQueue().send('chart', {
      body: {
        job_id: jobId,
        tenant: 'default',
        user_id: 1,
        channel_id: '1',
        kind: 'not-yet-supported',
        payload: {},
        submitted_at: new Date().toISOString(),
      },
    });
    const pushed = await until(() => messages.find((message) => message.job_id === jobId));
    socket.close();

    // Assert: the worker ran (and refused the unknown kind), and its event came back through @connections
    expect(pushed).toEqual({
      id: expect.any(String),
      channel_id: '1',
      job_id: jobId,
      user_id: 1,
      status: 'error',
      errors: [
        {
          message: 'Unsupported job kind: not-yet-supported',
          error_type: 'ASYNC_WORKERS_ERROR',
          level: 'error',
          extra: {},
        },
      ],
      result_url: null,
    });
  });
});
