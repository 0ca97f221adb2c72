/**
 * The embedded page's side of the SDK's channel (Superset's Switchboard protocol over a MessagePort): the host calls
 * the page's methods (`get`, answered with `reply` or `error`) and tells it things (`emit`), and the page calls the
 * host's methods and tells it things the same way. Written here rather than taken from `@superset-ui/switchboard`:
 * the protocol is four message shapes, and the package ships development-only wrappers in its published code.
 */

type Handler = (args: unknown) => unknown;

interface SwitchboardMessage {
  switchboardAction?: unknown;
  method?: unknown;
  messageId?: unknown;
  args?: unknown;
  result?: unknown;
  error?: unknown;
}

const isMessage = (value: unknown): value is SwitchboardMessage => typeof value === 'object' && value !== null;

/** What the dashboard's bridge uses of the channel. */
export interface HostMethods {
  defineMethod(name: string, handler: Handler): void;
  emit(method: string, args?: unknown): void;
  get(method: string, args?: unknown): Promise<unknown>;
}

export class HostChannel implements HostMethods {
  private readonly methods = new Map<string, Handler>();
  private nextId = 1;

  constructor(private readonly port: MessagePort) {
    port.addEventListener('message', (event: MessageEvent) => void this.receive(event.data));
  }

  /** Starts delivering the host's messages (those sent before wait in the port). */
  start(): void {
    this.port.start();
  }

  defineMethod(name: string, handler: Handler): void {
    this.methods.set(name, handler);
  }

  emit(method: string, args?: unknown): void {
    this.port.postMessage({ switchboardAction: 'emit', method, args });
  }

  /** Calls a method of the host; rejects with its error, or when it does not answer within `timeoutMs`. */
  get(method: string, args?: unknown, timeoutMs = 10_000): Promise<unknown> {
    const messageId = `m_superset_${this.nextId++}`;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => done(() => reject(new Error(`The host did not answer ${method}`))), timeoutMs);
      const listener = (event: MessageEvent) => {
        const message: unknown = event.data;
        if (!isMessage(message) || message.messageId !== messageId) return;
        done(() =>
          message.switchboardAction === 'reply' ? resolve(message.result) : reject(new Error(String(message.error))),
        );
      };
      const done = (settle: () => void) => {
        clearTimeout(timer);
        this.port.removeEventListener('message', listener);
        settle();
      };
      this.port.addEventListener('message', listener);
      this.port.postMessage({ switchboardAction: 'get', method, messageId, args });
    });
  }

  private async receive(message: unknown): Promise<void> {
    if (!isMessage(message) || typeof message.method !== 'string') return;
    const handler = this.methods.get(message.method);
    if (message.switchboardAction === 'emit') {
      handler?.(message.args);
      return;
    }
    if (message.switchboardAction !== 'get' || typeof message.messageId !== 'string') return;
    const { messageId, method } = message;
    if (!handler) {
      this.port.postMessage({
        switchboardAction: 'error',
        messageId,
        error: `[superset] Method "${method}" is not defined`,
      });
      return;
    }
    try {
      this.port.postMessage({ switchboardAction: 'reply', messageId, result: await handler(message.args) });
    } catch {
      this.port.postMessage({
        switchboardAction: 'error',
        messageId,
        error: `[superset] Method "${method}" threw an error`,
      });
    }
  }
}
