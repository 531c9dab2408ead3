import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['dist/', '.e2e-analytics/', '.astro/', 'node_modules/', 'test-results/', 'playwright-report/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...astro.configs.recommended,
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      // A scrollable region must take focus so keyboard users can scroll it (WCAG 2.1.1).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  // Data flows one way: lib is pure and imports neither components nor server;
  // components never import server code; test support stays out of what ships.
  {
    files: ['src/lib/**', 'src/components/**', 'src/pages/**', 'src/layouts/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'Pages and components never import server code.' },
            { group: ['**/test/**'], message: 'Test support is for tests only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/components/**', '**/layouts/**', '**/pages/**'], message: 'src/lib is pure: no components.' },
            { group: ['**/server/**'], message: 'src/lib never imports server code.' },
            { group: ['**/test/**'], message: 'Test support is for tests only.' },
          ],
        },
      ],
    },
  },
  // One fixture pool for every spec, so Playwright runs them all in the same workers (e2e/fixtures.ts).
  {
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Take test from './fixtures.ts': a spec with fixtures of its own gets workers of its own.",
            },
          ],
        },
      ],
    },
  },
);
