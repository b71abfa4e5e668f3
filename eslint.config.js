import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// Leading '/' anchors a name (gitignore syntax): a bare 'crypto' would also match '@oslojs/crypto/sha2'.
const nodeOnly = ['node:*', '/fs', '/fs/*', '/path', '/child_process', '/os', '/crypto', '/http', '/https', '/net', '/dns'];

export default tseslint.config(
  { ignores: ['dist/', 'site-render/', 'data/', '.astro/', '.wrangler/', 'node_modules/', 'coverage/', 'db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Plain JavaScript config files run on Node.
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { process: 'readonly', URL: 'readonly', console: 'readonly' } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // The API runs on the edge too: Node built-ins only in the Node entry and Node adapters.
    files: ['api/**/*.ts'],
    ignores: ['api/node.ts', 'api/adapters/**/node*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: nodeOnly, message: 'api/ must stay runnable on the edge: use an adapter.' }] }],
    },
  },
  {
    // Routes read like the spec: they call db/queries or services, never Drizzle directly.
    files: ['api/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: nodeOnly, message: 'api/ must stay runnable on the edge: use an adapter.' },
            { group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema.ts'], message: 'Routes call db/queries or a service.' },
          ],
        },
      ],
    },
  },
  {
    // domain/ is the product's vocabulary: no I/O, nothing but zod.
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|\\.)', message: 'domain/ imports nothing but zod.' }] }],
    },
  },
);
