import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Parts of the web app (ARCHITECTURE.md section 7). Order matters: the first matching descriptor classifies a file.
 * Folder-mode elements make `fileInternalPath` the path inside the element, which is how entry points are checked.
 */
const webElements = [
  { type: 'app', pattern: 'web/app/{root.tsx,routes.ts,entry.client.tsx}', mode: 'file' },
  { type: 'routes', pattern: 'web/app/routes' },
  { type: 'core', pattern: 'web/app/core' },
  { type: 'ui', pattern: 'web/app/ui' },
  { type: 'feature', pattern: 'web/app/features/*', capture: ['feature'] },
  { type: 'plugin-api', pattern: 'web/app/plugins/{types,registry}.ts', mode: 'file' },
  { type: 'plugin-kit', pattern: 'web/app/plugins/{common,highcharts}', capture: ['kit'] },
  { type: 'plugin', pattern: 'web/app/plugins/*', capture: ['plugin'] },
  { type: 'shared', pattern: 'shared' },
];

const to = (types) => ({ to: { element: { types: { anyOf: types } } } });

/**
 * Imports run one way: routes -> features -> core | ui | plugin api -> shared. A feature reaches another feature
 * only through its index.ts; only the registry reaches into chart plugins; plugins never see core or features.
 */
const webPolicies = [
  { from: { element: { type: 'app' } }, allow: to(['routes', 'core', 'ui', 'shared']) },
  { from: { element: { type: 'app' } }, allow: { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } } },
  // A feature's early-requests.ts is its second face, for the client entry alone: requests started before the app's
  // code has loaded. It imports next to nothing, as everything it imports loads before every screen.
  {
    from: { element: { type: 'app' } },
    allow: { to: { element: { type: 'feature', fileInternalPath: 'early-requests.ts' } } },
  },
  // Likewise a feature's page-script.ts: an inline script of the page, run before the app's code (the embedded SDK's
  // handshake, which may come first).
  {
    from: { element: { type: 'app' } },
    allow: { to: { element: { type: 'feature', fileInternalPath: 'page-script.ts' } } },
  },
  { from: { element: { type: 'routes' } }, allow: to(['routes', 'core', 'ui', 'plugin-api', 'shared']) },
  {
    from: { element: { type: 'routes' } },
    allow: { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } },
  },
  { from: { element: { type: 'feature' } }, allow: to(['core', 'ui', 'plugin-api', 'shared']) },
  // lazy.ts is a feature's face for what other features load on demand: a part of it, without the rest of index.ts.
  {
    from: { element: { type: 'feature' } },
    allow: { to: { element: { type: 'feature', fileInternalPath: ['index.ts', 'lazy.ts'] } } },
  },
  {
    from: { element: { type: 'feature' } },
    allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
  },
  { from: { element: { type: 'core' } }, allow: to(['core', 'ui', 'shared']) },
  { from: { element: { type: 'ui' } }, allow: to(['ui', 'shared']) },
  { from: { element: { type: 'plugin-api' } }, allow: to(['plugin-api', 'plugin', 'plugin-kit', 'shared']) },
  {
    from: { element: { types: { anyOf: ['plugin', 'plugin-kit'] } } },
    allow: to(['plugin-api', 'plugin-kit', 'ui', 'shared']),
  },
  {
    from: { element: { type: 'plugin' } },
    allow: { to: { element: { type: 'plugin', captured: { plugin: '{{ from.element.captured.plugin }}' } } } },
  },
];

/**
 * Parts of the back end. `manifest.ts` is the table of functions and routes every layer reads; `lib` is the layer
 * below the domains; `lib/adapters` implement its ports, and only `lib/composition` picks them (wiring adapters into
 * ports, it may use what domains offer); each other folder is a domain, whose `index.ts` is its public face (and
 * `lazy.ts` its face for dynamic imports).
 */
const functionElements = [
  { type: 'manifest', pattern: 'functions/manifest.ts', mode: 'file' },
  { type: 'composition', pattern: 'functions/lib/composition' },
  { type: 'adapters', pattern: 'functions/lib/adapters' },
  { type: 'lib', pattern: 'functions/lib' },
  { type: 'domain', pattern: 'functions/*', capture: ['domain'] },
  { type: 'shared', pattern: 'shared' },
];

/** A domain's faces: index.ts, and lazy.ts for what others load on first use (a dynamic import of index.ts reads it all). */
const toDomainFace = { to: { element: { type: 'domain', fileInternalPath: ['index.ts', 'lazy.ts'] } } };

/**
 * A domain's entry points, where requests, messages and events come in: only they take adapters from the composition
 * root and hand them to the services, which see ports alone.
 */
const domainEntries = ['**/handler.ts', '**/*routes.ts', '**/*worker.ts', '**/authorizer.ts', '**/tenant-*.ts'];

/** Imports run one way: domains -> lib -> manifest | shared. A domain reaches another only through its index.ts. */
const functionPolicies = [
  { from: { element: { type: 'lib' } }, allow: to(['lib', 'manifest', 'shared']) },
  { from: { element: { type: 'adapters' } }, allow: to(['adapters', 'lib', 'manifest', 'shared']) },
  { from: { element: { type: 'composition' } }, allow: to(['composition', 'adapters', 'lib', 'manifest', 'shared']) },
  { from: { element: { type: 'composition' } }, allow: toDomainFace },
  { from: { element: { type: 'domain' } }, allow: to(['lib', 'manifest', 'shared']) },
  { from: { element: { type: 'domain', fileInternalPath: domainEntries } }, allow: to(['composition']) },
  { from: { element: { type: 'domain' } }, allow: toDomainFace },
  {
    from: { element: { type: 'domain' } },
    allow: { to: { element: { type: 'domain', captured: { domain: '{{ from.element.captured.domain }}' } } } },
  },
  { from: { element: { type: 'manifest' } }, allow: to(['shared']) },
];

/**
 * zod's `z` export is one object holding all of zod (locales, JSON Schema conversion...), which esbuild cannot shake:
 * 350 KB in every function bundle. The module namespace keeps only what a file uses, as zod's own docs import it.
 */
const zodNamespaceImport = {
  selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
  message: "Import zod as `import * as z from 'zod'`: `{ z }` bundles all of zod.",
};

export default tseslint.config(
  { ignores: ['node_modules/', 'cdk.out/', 'web/build/', 'web/.react-router/', '.data/', 'dist/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', zodNamespaceImport],
    },
  },
  {
    // Rules that read types, from the project of tsconfig.json that includes the file (as editors find it). A promise
    // nobody awaits loses its rejection: an unhandled rejection fails a Lambda invocation, and in the browser the user
    // is told nothing. One handed where a callback's result is ignored (an event handler) is never awaited either.
    // `void promise` marks a result dropped on purpose, where the promise handles its own failures.
    // In tests too: `expect(promise).rejects...` left unawaited passes whatever the promise does.
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['functions/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': functionElements,
      'boundaries/include': ['functions/**/*', 'shared/**/*'],
      'boundaries/legacy-templates': false,
      'boundaries/legacy-warnings': false,
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
    },
    rules: {
      'no-console': 'error',
      'boundaries/dependencies': ['error', { default: 'disallow', policies: functionPolicies }],
    },
  },
  {
    // Settings reach services through their ports, like the adapters: only entry points read them (types are free).
    files: ['functions/*/**/*.ts'],
    ignores: ['functions/lib/**', ...domainEntries.map((entry) => `functions/*/${entry}`)],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)lib/config\\.ts$',
              allowTypeImports: true,
              message: "A service is given its settings by its entry point (deps().settings, or a port's settings).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/elements': webElements,
      'boundaries/include': ['web/app/**/*', 'shared/**/*'],
      'boundaries/legacy-templates': false,
      // Single files as elements (root.tsx, plugins/registry.ts) still need `mode: 'file'` in 7.2, which it calls legacy.
      'boundaries/legacy-warnings': false,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-console': 'error',
      'boundaries/dependencies': ['error', { default: 'disallow', policies: webPolicies }],
      // Packages and `#shared/*` lie outside the checked paths above; the server's own aliases never reach the browser.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^#(functions|infra|events)/', message: 'The web app imports shared code only (#shared/*).' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
