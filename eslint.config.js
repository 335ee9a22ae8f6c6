import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/migrations/**', 'coverage/**', '.outbox/**', 'bench/results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // The import boundaries of docs/ARCHITECTURE.md: shared/ is pure and stands alone; the frontend reaches
  // the server only over HTTP, so it imports shared/ and nothing else of ours; the backend never runs job
  // code (tests may start workers to watch a whole flow).
  {
    files: ['shared/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'backend',
                'backend/*',
                'workers',
                'workers/*',
                'frontend',
                'frontend/*',
                '**/backend/**',
                '**/workers/**',
                '**/frontend/**',
              ],
              message: 'shared/ imports no other workspace.',
            },
            {
              group: ['node:*', 'react', 'react/*', 'react-dom', 'react-dom/*'],
              message: 'shared/ is pure: no Node or browser APIs.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['backend', 'backend/*', 'workers', 'workers/*', '**/backend/**', '**/workers/**'],
              message: 'The frontend imports only shared/ of our workspaces.',
            },
          ],
        },
      ],
      // shared/api's schemas are zod (and zxcvbn): a value imported from there would ship them to the browser.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['shared/api/*', '!shared/api/links'],
              allowTypeImports: true,
              message: 'The frontend takes only types from shared/api (values from shared/api/links).',
            },
          ],
        },
      ],
    },
  },
  // Server state (docs/ARCHITECTURE.md, api/queries/): every key of the query cache comes from the factory of
  // its resource, so what a change invalidates is a key that some screen reads, never a copy spelt by hand.
  {
    files: ['frontend/**/*.{ts,tsx}'],
    ignores: ['frontend/src/api/queries/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "Property[key.name='queryKey'] > ArrayExpression",
          "CallExpression[callee.name='invalidate'] > ArrayExpression",
          "Property[key.name='invalidates'] > ArrayExpression > ArrayExpression",
          "JSXAttribute[name.name='invalidates'] ArrayExpression > ArrayExpression",
        ].map((selector) => ({
          selector,
          message: 'A query key comes from its factory in frontend/src/api/queries/, never written out.',
        })),
      ],
    },
  },
  {
    files: ['backend/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['workers', 'workers/*', 'frontend', 'frontend/*', '**/workers/**', '**/frontend/**'],
              message: 'The backend never imports workers or frontend.',
            },
          ],
        },
      ],
    },
  },
);
