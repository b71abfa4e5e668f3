import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier/flat';
import tseslint from 'typescript-eslint';

// Leading '/' anchors a name (gitignore syntax): a bare 'crypto' would also match '@oslojs/crypto/sha2'.
const nodeOnly = ['node:*', '/fs', '/fs/*', '/path', '/child_process', '/os', '/crypto', '/http', '/https', '/net', '/dns'];
const NODE_BUILTIN = /^(node:|(fs|path|child_process|os|crypto|http|https|net|dns)(\/|$))/;

/**
 * The layers, by top-level folder (README, 'Architecture'): domain/ < db/ < publishing/ < api/, and
 * site/ beside api/. An import is judged by where it lands, resolved from the importing file, so
 * `../anything` cannot slip out of a layer. `typeOnly` is an `import type` / `export type` (erased).
 * Answers why the import is refused, or undefined when it is allowed. tests/layer-imports.test.ts
 * also runs it over the .astro files, which this config does not lint.
 */
export function layerProblem(file, specifier, typeOnly) {
  if (!specifier.startsWith('.')) return undefined;
  const from = file.split('/')[0];
  const target = normalize(join(dirname(file), specifier));
  const to = target.split('/')[0];
  if (to === from) return undefined;
  if (from === 'domain') return `domain/ imports nothing but zod and itself (this lands in ${to}/).`;
  if (from === 'db' && to !== 'domain') return `db/ imports only db/ and domain/ (this lands in ${to}/).`;
  if ((from === 'api' || from === 'publishing') && to === 'site') return `${from}/ never imports site/ (pages, islands and admin screens sit above it).`;
  if (from === 'publishing' && to === 'api' && !typeOnly && target !== 'api/config.ts' && !target.startsWith('api/adapters/')) {
    return 'publishing/ sits below api/: from api/ it takes only types, its configuration (api/config.ts) and the adapters of outside systems (api/adapters/).';
  }
  if (from === 'site' && to === 'api' && !typeOnly) return "site/ takes only types from api/ (`import type`, the typed client's AppType).";
  return undefined;
}

/** The layer rule as a lint rule: every static import and export-from, and import() of a string. */
const layerImports = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = relative(context.cwd, context.filename).split('\\').join('/');
    const check = (node, source, typeOnly) => {
      if (typeof source?.value !== 'string') return;
      const problem = layerProblem(file, source.value, typeOnly);
      if (problem) context.report({ node, message: `${source.value}: ${problem}` });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source, node.importKind === 'type'),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source, false),
    };
  },
};

/** Code the browser runs: islands, admin screens, the shared UI pieces, page scripts. */
const browserCode = ['site/islands/**', 'site/admin/**', 'site/ui/**', 'site/scripts/**'];

/**
 * publishing/ is build-only for browser code (the site build, the renderer, the servers), except the
 * article parser, which the editors' previews run in the browser.
 */
const PUBLISHING_BUILD_ONLY = '(^|/)publishing/(?!markdown/)';

/**
 * The site's build-only modules, found from the sources: a module is build-only when it imports a
 * Node built-in, the database layer (db/), the API's code, publishing/ (but its markdown), or another
 * build-only module (a type-only import reaches nothing). Each maps to why, for the lint message.
 */
function buildOnlySiteModules() {
  const root = dirname(fileURLToPath(import.meta.url));
  const files = readdirSync(join(root, 'site'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
  const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/gm;
  const imports = new Map(
    files.map((file) => [file, [...readFileSync(join(root, file), 'utf8').matchAll(IMPORT)].filter(([, type]) => !type).map(([, , spec]) => spec)]),
  );
  const why = new Map();
  for (const [file, specs] of imports) {
    const direct = specs.find((spec) => NODE_BUILTIN.test(spec) || /(^|\/)(db|api)\//.test(spec) || new RegExp(PUBLISHING_BUILD_ONLY).test(spec));
    if (direct) why.set(file, `it imports ${direct}`);
  }
  for (let grew = true; grew;) {
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
  {
    regex: PUBLISHING_BUILD_ONLY,
    message: 'publishing/ is build-only (the site build, the renderer, the servers); only publishing/markdown/ runs in the browser.',
  },
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
    // Which layer may import which (layerProblem above), in every layer's own code.
    files: ['domain/**/*.ts', 'db/**/*.ts', 'publishing/**/*.ts', 'api/**/*.ts', 'site/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'layer-imports': layerImports } } },
    rules: { 'local/layer-imports': 'error' },
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
    // The Worker serves pages, renders them and asks for rebuilds with publishing/'s code: Node
    // built-ins only in its Node files (the site build, the Node server's parts), named node*.ts.
    files: ['publishing/**/*.ts'],
    ignores: ['publishing/**/node*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: nodeOnly, message: 'publishing/ runs on the edge too: Node built-ins only in its node*.ts files.' }] },
      ],
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
