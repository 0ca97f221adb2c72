/**
 * The public face of the jobs domain: the only file other domains import from it (eslint.config.js).
 * The queue workers' job envelope: what a chart, SQL or report job carries and how its processor is called.
 */
export type { JobEnvelope, JobProcessor } from './envelope.ts';
