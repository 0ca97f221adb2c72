import { config } from '../config.ts';
import { ApiGatewayPush } from '../adapters/push/api-gateway-push.ts';
import type { PushChannel } from '../ports/push.ts';
import { once } from '../once.ts';
import { required } from '../required-setting.ts';

/** Pushes to WebSocket connections through the `@connections` API (API Gateway's, or the local runtime's). */
export const pushChannel = once(
  (): PushChannel =>
    new ApiGatewayPush({ endpoint: required(config().WS_MANAGEMENT_ENDPOINT, 'WS_MANAGEMENT_ENDPOINT') }),
);
