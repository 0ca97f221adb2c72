import { Logger } from '@aws-lambda-powertools/logger';

/** The one logger of Skyset's back end (structured JSON lines). Level from env LOG_LEVEL, default INFO. */
export const logger = new Logger({ serviceName: 'skyset', logLevel: (process.env.LOG_LEVEL ?? 'INFO') as 'INFO' });
