import { BadRequestError } from '#shared/errors.ts';
import { parseId } from '../lib/path-ids.ts';

const DATASOURCE_KEY = /^(.*)__(table)$/;

/** The dataset id of a legacy datasource key (`"7__table"`, the id canonical); 400 for any other form. */
export function parseDatasourceKey(key: string | undefined): number {
  const id = parseId(DATASOURCE_KEY.exec(key ?? '')?.[1]);
  if (id === undefined) {
    throw new BadRequestError(`Invalid datasource key ${JSON.stringify(key ?? '')}: expected "<id>__table"`);
  }
  return id;
}
