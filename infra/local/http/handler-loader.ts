import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

/** Any Lambda handler: (event, context) => result. */
export type LambdaHandler = (event: unknown, context: unknown) => Promise<unknown>;

const FUNCTIONS_DIR = resolve(import.meta.dirname, '../../../functions');
const loaded = new Map<string, Promise<LambdaHandler>>();

/** Import `functions/<module>.ts` once and return its `handler` export, as the Lambda runtime loads an entry. */
export function loadHandler(module: string): Promise<LambdaHandler> {
  let handler = loaded.get(module);
  if (!handler) {
    handler = import(pathToFileURL(resolve(FUNCTIONS_DIR, `${module}.ts`)).href).then(
      (exports: { handler?: LambdaHandler }) => {
        if (typeof exports.handler !== 'function') throw new Error(`functions/${module}.ts exports no handler`);
        return exports.handler;
      },
    );
    loaded.set(module, handler);
  }
  return handler;
}
