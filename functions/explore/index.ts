/**
 * The public face of the explore domain: the only file other domains import from it (eslint.config.js).
 * It offers nothing to other domains: its handler is its only entry.
 */
export {};
