import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier/flat';
import tseslint from 'typescript-eslint';

// Leading '/' anchors a name (gitignore syntax): a bare 'crypto' would also match '@oslojs/crypto/sha2'.
const nodeOnly = ['node:*', '/fs', '/fs/*', '/path', '/child_process', '/os', '/crypto', '/http', '/https', '/net', '/dns'];
const NODE_BUILTIN = /^(node:|(fs|path|child_process|os|crypto|http|https|net|dns)(\/|$))/;

/** Code the browser runs: islands, admin screens, the shared UI pieces, page scripts. */
const browserCode = ['site/islands/**', 'site/admin/**', 'site/ui/**', 'site/scripts/**'];

/**
 * The site's build-only modules, found from the sources: a module is build-only when it imports a
 * Node built-in, the database layer (db/), the API's code, or another build-only module (a type-only
 * import reaches nothing). Each maps to why, for the lint message.
 */
function buildOnlySiteModules() {
  const root = dirname(fileURLToPath(import.meta.url));
  const files = readdirSync(join(root, 'site'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
  const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/gm;
  const imports = new Map(files.map((file) => [file, [...readFileSync(join(root, file), 'utf8').matchAll(IMPORT)].filter(([, type]) => !type).map(([, , spec]) => spec)]));
  const why = new Map();
  for (const [file, specs] of imports) {
    const direct = specs.find((spec) => NODE_BUILTIN.test(spec) || /(^|\/)(db|api)\//.test(spec));
    if (direct) why.set(file, `it imports ${direct}`);
  }
  for (let grew = true; grew; ) {
    grew = false;
    for (const [file, specs] of imports) {
      if (why.has(file)) continue;
      const through = specs.map((spec) => join(dirname(file), spec)).find((target) => why.has(target));
      if (!through) continue;
      why.set(file, `it imports ${through}, which is build-only`);
      grew = true;
    }
  }
  return why;
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const buildOnly = [
  { regex: '^node:', message: 'Browser code cannot use Node built-ins.' },
  { group: nodeOnly.filter((name) => name !== 'node:*'), message: 'Browser code cannot use Node built-ins.' },
  { regex: '(^|/)db/', message: 'The database layer is build-only: browser code asks the API.' },
  { regex: '(^|/)api/', message: "The API's code never reaches the browser: call it through site/lib/api.ts (a type-only import is fine)." },
  ...[...buildOnlySiteModules()].map(([file, reason]) => ({
    regex: `(^|/)${escape(relative('site', file))}$`,
    message: `${file} is build-only (${reason}); browser code cannot import it.`,
  })),
].map((pattern) => ({ ...pattern, allowTypeImports: true }));

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
    // Routes read like the spec: they call db/queries or services, never Drizzle directly, and
    // leave the activity log to the services (tests/activity-coverage.test.ts checks every admin write).
    files: ['api/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: nodeOnly, message: 'api/ must stay runnable on the edge: use an adapter.' },
            { group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema.ts'], message: 'Routes call db/queries or a service.' },
            {
              group: ['**/services/activity.ts'],
              importNames: ['recordActivity'],
              message: 'The service that performs an admin action records it; routes never call recordActivity.',
            },
          ],
        },
      ],
    },
  },
  {
    // Build-only modules (db/, the API's code, anything that imports a Node built-in or them) never reach browser code.
    files: browserCode,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: buildOnly }] },
  },
  {
    // domain/ is the product's vocabulary: no I/O, nothing but zod.
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|\\.)', message: 'domain/ imports nothing but zod.' }] }],
    },
  },
  // Layout is Prettier's (npm run format): rules that would argue with it are off.
  prettier,
);
