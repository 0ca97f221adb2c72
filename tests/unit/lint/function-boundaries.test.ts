import { describeImportRules } from './import-rules.ts';

/**
 * The back end's import direction (eslint.config.js): domains reach each other through their faces only, and only a
 * domain's entry points (handlers, route tables, workers, authorizers) take adapters from the composition root.
 */
describeImportRules(
  'back-end import boundaries',
  ['boundaries/dependencies'],
  [
    {
      rule: 'a domain reaches another through its index',
      from: 'functions/dashboards/probe.ts',
      source: '../charts/index.ts',
      errors: 0,
    },
    {
      rule: 'a domain loads another lazily through its lazy face',
      from: 'functions/bundles/probe.ts',
      source: '../charts/lazy.ts',
      errors: 0,
    },
    {
      rule: 'a domain never reaches inside another',
      from: 'functions/dashboards/probe.ts',
      source: '../charts/saved/present.ts',
      errors: 1,
    },
    {
      rule: 'a domain reaches inside itself',
      from: 'functions/charts/probe.ts',
      source: './saved/present.ts',
      errors: 0,
    },
    {
      rule: "a domain's handler takes adapters from composition",
      from: 'functions/charts/handler.ts',
      source: '../lib/composition/deps.ts',
      errors: 0,
    },
    {
      rule: "a domain's route table takes adapters from composition",
      from: 'functions/charts/saved/probe-routes.ts',
      source: '../../lib/composition/deps.ts',
      errors: 0,
    },
    {
      rule: 'a worker takes adapters from composition',
      from: 'functions/jobs/probe-worker.ts',
      source: '../lib/composition/deps.ts',
      errors: 0,
    },
    {
      rule: 'a service never imports composition: it is given ports',
      from: 'functions/charts/saved/service.ts',
      source: '../../lib/composition/deps.ts',
      errors: 1,
    },
    {
      rule: 'a domain never imports an adapter: it sees ports',
      from: 'functions/charts/saved/routes.ts',
      source: '../../lib/adapters/blob-store/s3-blob-store.ts',
      errors: 1,
    },
    {
      rule: 'lib never imports an adapter',
      from: 'functions/lib/probe.ts',
      source: './adapters/blob-store/s3-blob-store.ts',
      errors: 1,
    },
    { rule: 'a domain uses lib', from: 'functions/charts/probe.ts', source: '../lib/keys.ts', errors: 0 },
    { rule: 'a domain uses the manifest', from: 'functions/jobs/probe.ts', source: '../manifest.ts', errors: 0 },
    { rule: 'a domain uses shared', from: 'functions/charts/probe.ts', source: '#shared/errors.ts', errors: 0 },
    { rule: 'lib never imports a domain', from: 'functions/lib/probe.ts', source: '../datasets/index.ts', errors: 1 },
    {
      rule: 'lib never imports composition',
      from: 'functions/lib/probe.ts',
      source: './composition/deps.ts',
      errors: 1,
    },
    { rule: 'lib uses lib', from: 'functions/lib/probe.ts', source: './keys.ts', errors: 0 },
    {
      rule: 'composition uses a domain index',
      from: 'functions/lib/composition/probe.ts',
      source: '../../security/index.ts',
      errors: 0,
    },
    {
      rule: 'composition never reaches inside a domain',
      from: 'functions/lib/composition/probe.ts',
      source: '../../security/users.ts',
      errors: 1,
    },
    {
      rule: 'composition uses adapters',
      from: 'functions/lib/composition/probe.ts',
      source: '../adapters/blob-store/fs-blob-store.ts',
      errors: 0,
    },
  ],
);

/** Settings, like adapters, reach a service through its entry point (eslint.config.js). */
describeImportRules(
  'back-end settings',
  ['no-restricted-imports'],
  [
    {
      rule: 'a service never reads the settings itself',
      from: 'functions/charts/saved/service.ts',
      source: '../../lib/config.ts',
      errors: 1,
    },
    { rule: 'a route table reads them', from: 'functions/dashboards/routes.ts', source: '../lib/config.ts', errors: 0 },
    { rule: 'lib reads them', from: 'functions/lib/probe.ts', source: './config.ts', errors: 0 },
  ],
);
