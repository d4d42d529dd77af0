// The lint gate of `npm test`: typed TypeScript rules, React hooks, accessibility of JSX, and the
// direction of imports. Code style is Prettier's business (`npm run format`), not ESLint's.
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Who may import whom. Each zone forbids `target` to import from `from`; the layers of `app/` only
 * import downwards: lib < view < seo < components < features < templates < routes.
 */
const app = (/** @type {string} */ path) => `./app/${path}`
/** @type {[layer: string, above: string[]][]} */
const layers = [
  ['lib', ['view', 'seo', 'components', 'features', 'templates', 'routes', 'root.tsx']],
  ['view', ['seo', 'components', 'features', 'templates', 'routes', 'root.tsx']],
  ['seo', ['components', 'features', 'templates', 'routes', 'root.tsx']],
  ['components', ['features', 'templates', 'routes', 'root.tsx']],
  ['features', ['templates', 'routes', 'root.tsx']],
  ['templates', ['routes', 'root.tsx']],
]
const boundaries = [
  {
    target: './shared',
    from: './app',
    // The practice file is data in the content folder (CONTENT_DIR), read by shared/practice.ts.
    except: ['./content/practice.json'],
    message: 'shared/ stands alone.',
  },
  { target: './shared', from: ['./server', './scripts', './tests'], message: 'shared/ stands alone.' },
  { target: './app', from: ['./server', './scripts', './tests'], message: 'app/ never imports server/.' },
  { target: './server', from: ['./app', './scripts', './tests'], message: 'server/ builds on shared/ only.' },
  {
    target: app('components/ui'),
    from: [app('components/*.tsx')],
    message: 'ui/ primitives know nothing of the site.',
  },
  ...layers.map(([layer, above]) => ({
    target: app(layer),
    from: above.map(app),
    message: `app/${layer} sits below what it imports here: move the shared part down.`,
  })),
]

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-releases/',
      'bench/',
      '.react-router/',
      'test-results/',
      'playwright-report/',
      'data/',
      'public/',
      'node_modules/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', '*.mjs'] } },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      // Front matter is YAML only, read by one module; these parsers pick a language from the file.
      'no-restricted-imports': [
        'error',
        ...['gray-matter', 'js-yaml', 'front-matter'].map((name) => ({
          name,
          message: 'Read front matter with shared/content/frontmatter.ts.',
        })),
      ],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Loaders throw React Router's `data(...)` and Responses for 404s, by the framework's design.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
          ],
        },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.strict.rules },
  },
  {
    // The admin pages: server-rendered JSX (hono/jsx), held to the same accessibility rules as the site.
    files: ['server/**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.flatConfigs.strict.rules,
  },
  {
    // Client code may not reach the zod schemas of the family table or content: they stay on the build side.
    files: ['app/{components,features,templates}/**/*.{ts,tsx}'],
    ignores: ['**/*.server.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '#shared/content/families',
                '#shared/content/schema',
                '#shared/content/registry.server',
              ],
              message:
                'The family table and schemas are build-side: pass what the page needs through its loader.',
            },
          ],
        },
      ],
    },
  },
  {
    // Settings are read and checked in one place each (server/env.ts, shared/build-env.ts), so a bad
    // value fails at start with its name, and the README's list stays the whole list.
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'shared/**/*.ts'],
    ignores: ['server/env.ts', 'shared/build-env.ts', '**/*.test.ts', 'server/reliability/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings through server/env.ts (server) or shared/build-env.ts (build).',
        },
      ],
    },
  },
  {
    // Tests exercise layers together (a renderer with the components that draw its output), so
    // only the boundaries between top-level folders hold for them.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: boundaries.filter(({ target }) => !target.startsWith('./app/')) },
      ],
    },
  },
  {
    // Tests assert shapes they have just checked (a failed `!` there is a failed test), and stand in
    // async functions and methods with plain ones.
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // Vitest's asymmetric matchers (expect.any, expect.stringMatching) are typed `any`.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
)
