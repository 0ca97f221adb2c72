import { randomBytes } from 'node:crypto';

/**
 * An id in API Gateway's style for connection, message and request ids: 11 random bytes in base64,
 * 16 characters ending in `=` (e.g. `Kx1abcd3IAMCJdA=`). It may contain `/` and `+`, as real ids can,
 * which keeps URL-encoding in `@connections` paths honest.
 */
export const apiGatewayId = (): string => randomBytes(11).toString('base64');
