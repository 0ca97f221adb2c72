import { BadRequestError } from '#shared/errors.ts';

const DATASOURCE_KEY = /^(\d+)__(table)$/;

/** The dataset id of a legacy datasource key (`"7__table"`); 400 for any other form. */
export function parseDatasourceKey(key: string | undefined): number {
  const match = DATASOURCE_KEY.exec((key ?? '').trim());
  const id = match ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) {
    throw new BadRequestError(`Invalid datasource key ${JSON.stringify(key ?? '')}: expected "<id>__table"`);
  }
  return id;
}
