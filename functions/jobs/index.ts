/**
 * The public face of the jobs domain: the only file other domains import from it (eslint.config.js).
 * It offers nothing to other domains: its workers are entries of their own (the job envelope they read is in lib).
 */
export {};
