import { documentClient } from '#functions/lib/dynamo.ts';

/**
 * Runs `act` and counts the DynamoDB commands sent meanwhile on the document client every handler uses, by command
 * name (`GetItemCommand: 2`). For budgets of calls per request: run one request at a time.
 */
export async function dynamodbCallsOf<T>(
  act: () => Promise<T>,
): Promise<{ result: T; dynamodb: Record<string, number> }> {
  const dynamodb: Record<string, number> = {};
  const count =
    <A, R>(next: (args: A) => Promise<R>, context: { commandName?: string }) =>
    (args: A) => {
      const name = context.commandName ?? 'unknown';
      dynamodb[name] = (dynamodb[name] ?? 0) + 1;
      return next(args);
    };
  documentClient().middlewareStack.add(count, { step: 'initialize', name: 'countCalls' });
  try {
    return { result: await act(), dynamodb };
  } finally {
    documentClient().middlewareStack.remove('countCalls');
  }
}
