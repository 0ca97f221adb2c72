import { afterEach, describe, expect, it } from 'vitest';
import { HostChannel } from '../../../../../web/app/features/embedded/host-channel.ts';

/** The SDK's end of the channel: what it sends, and a way to wait for what it receives. */
function sdkEnd() {
  const { port1: sdk, port2: page } = new MessageChannel();
  const received: unknown[] = [];
  sdk.onmessage = (event) => received.push(event.data);
  const next = async (count: number) => {
    while (received.length < count) await new Promise((resolve) => setTimeout(resolve, 1));
    return received[count - 1];
  };
  return { sdk, page, received, next };
}

const opened: MessagePort[] = [];
afterEach(() => {
  for (const port of opened.splice(0)) port.close();
});

describe("the embedded page's end of the SDK's channel", () => {
  it("answers a get with the method's result, and an error for a method it does not define", async () => {
    // Arrange
    const { sdk, page, next } = sdkEnd();
    opened.push(sdk, page);
    const channel = new HostChannel(page);
    channel.defineMethod('getScrollSize', () => ({ width: 10, height: 20 }));
    channel.start();

    // Act
    sdk.postMessage({ switchboardAction: 'get', method: 'getScrollSize', messageId: 'm_1' });
    const reply = await next(1);
    sdk.postMessage({ switchboardAction: 'get', method: 'nope', messageId: 'm_2' });
    const error = await next(2);

    // Assert
    expect(reply).toEqual({ switchboardAction: 'reply', messageId: 'm_1', result: { width: 10, height: 20 } });
    expect(error).toEqual({
      switchboardAction: 'error',
      messageId: 'm_2',
      error: '[superset] Method "nope" is not defined',
    });
  });

  it('runs an emitted method with its args, and emits and gets from the host in its words', async () => {
    // Arrange
    const { sdk, page, next } = sdkEnd();
    opened.push(sdk, page);
    const channel = new HostChannel(page);
    const tokens: unknown[] = [];
    channel.defineMethod('guestToken', (args) => tokens.push(args));
    channel.start();

    // Act
    sdk.postMessage({ switchboardAction: 'emit', method: 'guestToken', args: { guestToken: 't1' } });
    channel.emit('observeDataMask', { a: 1 });
    const emitted = await next(1);
    const asked = channel.get('resolvePermalinkUrl', { key: 'k' });
    const get = (await next(2)) as { messageId: string };
    sdk.postMessage({ switchboardAction: 'reply', messageId: get.messageId, result: 'https://host/p/k' });

    // Assert
    expect(await asked).toBe('https://host/p/k');
    expect(tokens).toEqual([{ guestToken: 't1' }]);
    expect(emitted).toEqual({ switchboardAction: 'emit', method: 'observeDataMask', args: { a: 1 } });
    expect(get).toMatchObject({ switchboardAction: 'get', method: 'resolvePermalinkUrl', args: { key: 'k' } });
  });
});
