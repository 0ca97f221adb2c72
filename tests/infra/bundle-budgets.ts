/**
 * Bytes a cold start of each function reads: its minified index.mjs and the chunks that imports statically (source
 * maps and lazily loaded chunks excluded), as tests/infra/bundle-budgets.test.ts measures them with the stack's esbuild
 * options (infra/cloud/bundling.ts). Each budget is the size measured when it was set (in the comment; esbuild 0.28.2,
 * lockfile of that commit) plus 2 %, never above MAX_BUNDLE_BYTES. Raising one is a decision its commit explains.
 */
export const MAX_BUNDLE_BYTES = 1024 * 1024;

export const BUNDLE_BUDGETS: Readonly<Record<string, number>> = {
  'system/handler': 388_878, // 381_252
  'security/handler': 535_061, // 524_570 (row level security and themes' APIs since [H]: 493_930 before)
  'async/handler': 390_466, // 382_809
  'charts/handler': 706_536, // 692_683 (row level security and dashboard roles on every chart query since [H]: 678_572 before)
  'dashboards/handler': 469_893, // 460_679
  'datasets/handler': 664_410, // 651_382
  'explore/handler': 668_213, // 655_111 (row level security and dashboard roles on every chart query since [H]: 641_429 before)
  'sqllab/handler': 611_486, // 599_496
  'databases/handler': 493_727, // 484_046
  'annotations/handler': 430_012, // 421_580
  'bundles/handler': 654_701, // 641_863
  'log/handler': 423_409, // 415_106
  'reports/handler': 476_454, // 467_112 (cron-parser and luxon lazy since [P]: 564_854 before)
  'security/authorizer': 155_489, // 152_440
  'realtime/handler': 368_791, // 361_559
  'realtime/authorizer': 167_514, // 164_229
  'jobs/chart-worker': 665_303, // 652_258 (row level security and dashboard roles on every chart query since [H]: 635_162 before)
  'jobs/sql-worker': 529_098, // 518_723
  'jobs/report-worker': 720_905, // 706_769
  'security/pre-token-generation': 339_066, // 332_417
  'security/tenant-bootstrap': 457_154, // 448_190
  'security/tenant-operator': 462_005, // 452_946
};
