import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { PushChannel } from '../../ports/push.ts';

export interface ApiGatewayPushOptions {
  /**
   * The stage's management (callback) URL: `https://<api>.execute-api.<region>.amazonaws.com/<stage>` in the
   * cloud, `http://127.0.0.1:<port>/ws` for the local gateway.
   */
  endpoint: string;
  /** A ready client (tests); otherwise one is made for `endpoint` with the default credential chain. */
  client?: ApiGatewayManagementApiClient;
}

/**
 * The push port over API Gateway's `@connections` management API. Locally the same client talks to the
 * local gateway's emulation of that API, so this adapter serves both runtimes.
 */
export class ApiGatewayPush implements PushChannel {
  private readonly client: ApiGatewayManagementApiClient;

  constructor(options: ApiGatewayPushOptions) {
    this.client = options.client ?? new ApiGatewayManagementApiClient({ endpoint: options.endpoint });
  }

  /** Post `data` as JSON text; `gone` when API Gateway no longer knows the connection. */
  async post(connectionId: string, data: unknown): Promise<'sent' | 'gone'> {
    const payload = new TextEncoder().encode(JSON.stringify(data));
    try {
      await this.client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: payload }));
      return 'sent';
    } catch (error) {
      if (error instanceof GoneException || (error as Error).name === 'GoneException') return 'gone';
      throw error;
    }
  }
}
