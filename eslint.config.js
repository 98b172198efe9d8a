import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The site and the back office use the entity types only: TypeBox stays out of browser bundles. */
const NO_TYPEBOX_IN_BROWSER = {
  group: ['@sinclair/typebox', '@sinclair/typebox/*', '**/contract/schemas', '#contract/schemas.ts'],
  allowTypeImports: true,
  message: 'Import the entity types with `import type` (contract/entities.ts).',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'build',
      '.react-router',
      'data',
      'test-results',
      'playwright-report',
      'contract/api.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // Types come from the TypeBox schemas and the Kysely schema (docs/decisions/007): no escape
    // hatches in the server, the contract, the bench and the tests. Migrations run against Kysely<any>.
    // tests/helper.ts still answers the response body as `any` (hundreds of reads depend on it): to be typed.
    files: ['server/**/*.ts', 'contract/**/*.ts', 'bench/**/*.ts', 'app/i18n/**/*.{ts,tsx}', 'tests/**/*.ts'],
    ignores: ['server/db/migrations/**', 'tests/helper.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "TSAsExpression[expression.type='TSAsExpression'][expression.typeAnnotation.type='TSUnknownKeyword']",
          message: 'No `as unknown as`: type the value from its schema (Static<>) or the Kysely schema.',
        },
      ],
    },
  },
  {
    // The site and the back office use the entity types only: TypeBox stays out of browser bundles.
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [NO_TYPEBOX_IN_BROWSER],
        },
      ],
    },
  },
  {
    // Public pages read their query through pageParam (contract/urls.ts): the render cache keys a
    // page on the parameters listed there, so a page that read another one would be served from
    // the cache with the wrong content. (The enhancement script runs in the browser: not cached.)
    files: ['app/site/**/*.{ts,tsx}', 'app/root.tsx'],
    ignores: ['app/site/enhance/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'searchParams',
          message: "Read a public page's query with pageParam (contract/urls.ts), which the render cache keys on.",
        },
        {
          object: 'location',
          property: 'search',
          message: "Read a public page's query with pageParam (contract/urls.ts), which the render cache keys on.",
        },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['useSearchParams'],
              message:
                "Read a public page's query in its loader with pageParam (contract/urls.ts), which the render cache keys on.",
            },
          ],
          patterns: [NO_TYPEBOX_IN_BROWSER],
        },
      ],
    },
  },
);
