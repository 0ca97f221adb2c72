/**
 * The public face of the bundles domain: the only file other domains import from it (eslint.config.js).
 * Export and import bundles (Superset's ZIP format). Others read which datasets a dashboard's native filters use.
 */
