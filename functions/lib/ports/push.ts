/** The push port: API Gateway's `@connections` management API, in the cloud and (emulated) locally. */
export interface PushChannel {
  /** Send one message to a WebSocket connection; `gone` when the connection no longer exists. */
  post(connectionId: string, data: unknown): Promise<'sent' | 'gone'>;
}
