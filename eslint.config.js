// The layers of README's "Layout", checked: app → features → components → store/cli → domain.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Globals only a browser or only Node has: the domain runs in both (the app, the CLI, the import worker). */
const shared = new Set([...Object.keys(globals['shared-node-browser']), ...Object.keys(globals.es2025)]);
const hostOnlyGlobals = [...new Set([...Object.keys(globals.browser), ...Object.keys(globals.node)])].filter(
  (name) => !shared.has(name),
);

/**
 * The floors of the domain, lowest first: each may use the ones below it and the base (english.ts, hash.ts, text/),
 * never one above. An edit validates (rules), rules read the roster, the roster reads the data; the codecs write and
 * read lists, so they sit above the edits, and the check of many lists reads lists with them.
 */
const DOMAIN_FLOORS = [
  'domain-data',
  'domain-roster',
  'domain-rules',
  'domain-edits',
  'domain-codecs',
  'domain-list-check',
];
/**
 * The catalogue importer (read → translate → enrich → emit) stands beside the floors: it writes the game data, so it
 * reads the data's schemas and asks conditions of units with the roster's evaluator (`compare`, `evaluateLimit`), and
 * no floor reads it: scripts/import-data/ runs it over the files it reads from disk.
 */
const DOMAIN = ['domain', ...DOMAIN_FLOORS, 'domain-import'];

/** Which layer may import which: each imports only the layers below it (README's "Layout"). */
function layers(isTest) {
  const may = (from, to) => ({
    from: { element: { type: from } },
    allow: { to: { element: { types: { anyOf: to } } } },
  });
  const testing = isTest ? ['testing'] : [];
  return [
    may('domain', ['domain', ...testing]),
    ...DOMAIN_FLOORS.map((floor, i) => may(floor, ['domain', ...DOMAIN_FLOORS.slice(0, i + 1), ...testing])),
    may('domain-import', ['domain', 'domain-data', 'domain-roster', 'domain-import', ...testing]),
    may('store', [...DOMAIN, 'store', ...testing]),
    may('cli', [...DOMAIN, 'cli', ...testing]),
    may('ui', [...DOMAIN, 'ui', ...testing]),
    may('components', [...DOMAIN, 'store', 'ui', 'components', ...testing]),
    may('feature', [...DOMAIN, 'store', 'ui', 'components', ...testing]),
    {
      from: { element: { type: 'feature' } },
      allow: { to: { element: { type: 'feature' }, file: { categories: 'public' } } },
    },
    may('app', [...DOMAIN, 'store', 'ui', 'components', 'feature', 'app', ...testing]),
    may('testing', [...DOMAIN, 'store', 'cli', 'ui', 'components', 'app', 'testing']),
    // Outside src/: the importer and data checks use the domain; the bench and the build's plugins use the app's
    // parts; the tests use anything but a script. Nothing imports a script but the script itself.
    may('scripts', [...DOMAIN, 'cli', 'scripts', ...testing]),
    may('build', [...DOMAIN, 'ui', 'app', 'build']),
    may('bench', [...DOMAIN, 'store', 'cli', 'testing', 'e2e', 'bench']),
    may('e2e', [...DOMAIN, 'store', 'cli', 'ui', 'app', 'testing', 'build', 'e2e', 'tests']),
    may('tests', [...DOMAIN, 'store', 'cli', 'ui', 'components', 'feature', 'app', 'testing', 'build', 'e2e', 'tests']),
  ];
}

const TEST_FILES = ['**/*.test.{ts,tsx}', 'tests/**', 'src/testing/**'];

export default tseslint.config(
  { ignores: ['dist/', 'test-artifacts/', 'node_modules/', 'data/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['{src,scripts,bench,build,tests}/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'boundaries/elements': [
        { type: 'domain-data', pattern: 'src/domain/data' },
        { type: 'domain-roster', pattern: 'src/domain/roster' },
        { type: 'domain-rules', pattern: 'src/domain/rules' },
        { type: 'domain-edits', pattern: 'src/domain/edits' },
        { type: 'domain-codecs', pattern: 'src/domain/codecs' },
        { type: 'domain-list-check', pattern: 'src/domain/list-check' },
        { type: 'domain-import', pattern: 'src/domain/import' },
        { type: 'domain', pattern: 'src/domain' },
        { type: 'store', pattern: 'src/store' },
        { type: 'cli', pattern: 'src/cli' },
        { type: 'ui', pattern: 'src/components/ui' },
        { type: 'components', pattern: 'src/components' },
        { type: 'feature', pattern: 'src/features/*', capture: ['name'] },
        { type: 'app', pattern: 'src/app' },
        { type: 'testing', pattern: 'src/testing' },
        { type: 'scripts', pattern: 'scripts' },
        { type: 'build', pattern: 'build' },
        { type: 'bench', pattern: 'bench' },
        { type: 'e2e', pattern: 'tests/e2e' },
        { type: 'tests', pattern: 'tests' },
      ],
      // What a feature offers other features: its public.ts(x), the only file of it another feature may import.
      'boundaries/files': [{ category: 'public', pattern: 'src/features/*/public.{ts,tsx}' }],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: layers(false) }],
    },
  },
  {
    // Tests build their data and stores with the helpers of src/testing/.
    files: ['{src,scripts}/**/*.test.{ts,tsx}'],
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: layers(true) }],
    },
  },
  {
    // The domain is pure: no React, zustand or DOM (the same functions serve the app, the CLI and the import worker).
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'zustand', 'zundo'].map((name) => ({
            name,
            message: 'The domain imports no React or store library.',
          })),
          patterns: [
            {
              group: ['react/*', 'react-dom/*', 'zustand/*'],
              message: 'The domain imports no React or store library.',
            },
            { group: ['node:*'], message: 'The domain runs in the browser too: no Node modules.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...hostOnlyGlobals.map((name) => ({ name, message: 'The domain uses no browser or Node API.' })),
      ],
    },
  },
  {
    files: TEST_FILES,
    rules: { 'no-restricted-globals': 'off' },
  },
);
