/**
 * Polls `read` every 10 ms until it gives a value other than undefined, and answers that value; throws after
 * `timeoutMs`. For waiting on what arrives asynchronously (a WebSocket message, a job's event).
 */
export async function until<T>(read: () => T | undefined | Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
