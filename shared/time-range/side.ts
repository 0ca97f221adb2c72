import { BadRequestError } from '../errors.ts';
import { addUnits, lastDay, startOfDay, truncate, type LastDayUnit, type TimeUnit } from './calendar.ts';
import { evaluateExpression } from './expression.ts';
import { parseHumanDatetime } from './human-datetime.ts';
import { ExpressionSyntaxError } from './tokens.ts';

const UNIT = '(second|minute|hour|day|week|month|quarter|year)s?';
const PERIOD_EDGE =
  /^(start of|beginning of|end of)\s{1,5}(this|last|next|prior)\s{1,5}([0-9]+)?\s{0,5}(day|week|month|quarter|year)s?$/i;
const FIRST_OF_SCOPE =
  /^(?:first|1st)\s{1,5}(?:day\s{1,5})?of\s{1,5}(this|last|next|prior)\s{1,5}(day|week|month|quarter|year)s?$/i;
const FIRST_OF_THE = /^(?:first|1st)\s{1,5}(?:day\s{1,5})?of\s{1,5}(?:the\s{1,5})?(week|month|quarter|year)$/i;
const SCOPED_PERIOD = new RegExp(`^(this|last|next|prior)\\s{1,5}([0-9]+)?\\s{0,5}${UNIT}$`, 'i');
const FUNCTION_CALL = /^(DATETIME|DATEADD|DATETRUNC|LASTDAY|HOLIDAY)\b/i;

/**
 * The instant one side of a range names: a phrase (`last 2 weeks`, `start of this month`,
 * `first of the year`), a datetime expression (`DATEADD(DATETIME("today"), -7, day)`), or free
 * text (`2020-01-01`, `7 days ago`, `now`). Throws a 400 naming the part it could not read.
 */
export function resolveSide(part: string, now: Date): Date {
  if (FUNCTION_CALL.test(part)) return evaluateOrExplain(part, now);
  return resolvePhrase(part, now) ?? parseHumanDatetime(part, now);
}

function evaluateOrExplain(part: string, now: Date): Date {
  if (/^HOLIDAY\b/i.test(part))
    throw new BadRequestError(`Error parsing time range [${part}]: HOLIDAY is not supported`);
  try {
    return evaluateExpression(part, now);
  } catch (error) {
    if (error instanceof ExpressionSyntaxError) {
      throw new BadRequestError(`Error parsing time range [${part}]: ${error.message}`);
    }
    throw error;
  }
}

function resolvePhrase(part: string, now: Date): Date | undefined {
  const edge = PERIOD_EDGE.exec(part);
  if (edge) {
    const unit = lower(edge[4]) as LastDayUnit;
    const anchor = scopedInstant(edge[2]!, edge[3], unit, now);
    return /^end/i.test(edge[1]!) ? lastDay(anchor, unit) : truncate(anchor, unit);
  }
  const firstOf = FIRST_OF_SCOPE.exec(part) ?? FIRST_OF_THE.exec(part);
  if (firstOf) {
    const [scope, unit] = firstOf.length === 3 ? [firstOf[1]!, firstOf[2]!] : ['this', firstOf[1]!];
    return truncate(scopedInstant(scope, undefined, lower(unit), now), lower(unit));
  }
  const scoped = SCOPED_PERIOD.exec(part);
  return scoped ? scopedInstant(scoped[1]!, scoped[2], lower(scoped[3]), now) : undefined;
}

/** `this`, `last|prior [n]` or `next [n]` units from now (sub-day units) or today's midnight. */
function scopedInstant(scope: string, delta: string | undefined, unit: TimeUnit, now: Date): Date {
  const base = ['second', 'minute', 'hour'].includes(unit) ? now : startOfDay(now);
  const amount = delta ? Number(delta) : 1;
  switch (scope.toLowerCase()) {
    case 'this':
      return base;
    case 'next':
      return addUnits(base, amount, unit);
    default:
      return addUnits(base, -amount, unit);
  }
}

function lower(unit: string | undefined): TimeUnit {
  return (unit ?? '').toLowerCase() as TimeUnit;
}
