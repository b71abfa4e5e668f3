import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The one contract between the screens and the API (issue 20): every call goes through the typed
 * client in site/lib/api.ts, so the type check, not a browser test, catches a screen that reads
 * a reply the way it used to be.
 */

const ROOT = process.cwd();
const CLIENT = 'site/lib/api.ts';
/** A string that starts an API path: '/api/…', "/api/…" or `/api/…`. */
const API_PATH = /['"`]\/api\//;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(join(ROOT, dir), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|tsx|astro|js|mjs)$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

describe('no string API path in the site', () => {
  it('finds none outside the typed client', async () => {
    const found: string[] = [];
    for (const file of await sourceFiles('site')) {
      if (file === CLIENT) continue;
      const lines = (await readFile(join(ROOT, file), 'utf8')).split('\n');
      lines.forEach((line, index) => {
        if (API_PATH.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('would find one (the check itself works)', () => {
    expect(API_PATH.test("fetch('/api/experts')")).toBe(true);
    expect(API_PATH.test('href={`/api/admin/export?format=json`}')).toBe(true);
    expect(API_PATH.test("api.admin.export.$path({ query: { format: 'json' } })")).toBe(false);
  });
});

/** An error's data comes typed from its route (refusalOf in site/lib/api.ts): no screen reads the raw body or parses it. */
const RAW_ERROR_BODY = /\b(error|err|e)\.body\b|JSON\.parse\([^)]*\.body\b/;

describe("no screen parses an error's text", () => {
  it('finds no raw error body read outside the client', async () => {
    const found: string[] = [];
    for (const file of await sourceFiles('site')) {
      if (file === CLIENT || file === 'site/lib/api-error.ts') continue;
      const lines = (await readFile(join(ROOT, file), 'utf8')).split('\n');
      lines.forEach((line, index) => {
        if (RAW_ERROR_BODY.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('would find one (the check itself works)', () => {
    expect(RAW_ERROR_BODY.test('const { article } = JSON.parse(error.body) as { article?: unknown };')).toBe(true);
    expect(RAW_ERROR_BODY.test("if (error.body.includes('duplicate'))")).toBe(true);
    expect(RAW_ERROR_BODY.test('const refused = refusalOf(error, approve, 409);')).toBe(false);
  });
});

/**
 * Type-checks real screen code against changed route types, through the compiler's API with a
 * host that swaps source files for changed copies. The code as it is passes the type check of
 * `npm test` (`npm run check:types`), tests/contract/screen-reads.ts included: its @ts-expect-error lines are
 * used and it finds no untyped reply or body. A contract typed `any` would let the changed program
 * pass too, so the failures each change must cause are asserted one by one, and nothing else.
 * The contract covers what a route takes (its JSON body), what it answers, and the refusals whose
 * bodies carry data (issue 34): a screen reads those with `refusalOf`, typed by the route.
 */
describe('the type check follows a route change into the screens', () => {
  const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!config) throw new Error('tsconfig.json could not be read');
  const options = { ...config.options, noEmit: true };

  const STATS_ROUTE = resolve(ROOT, 'api/routes/admin/stats.ts');
  const RESEARCH_ROUTE = resolve(ROOT, 'api/routes/research.ts');
  const REQUIRED_RULE = resolve(ROOT, 'domain/schemas/required.ts');
  /** A route whose reply the change below makes `any`. */
  const ACCOUNT_ROUTE = resolve(ROOT, 'api/routes/account.ts');
  const UNTYPED_REPLY_LINE = 'return c.json({ message: SECOND_FACTOR_MESSAGES.sessionEnded });';
  /** A real screen that reads the dashboard counts reply (GET /api/admin/stats). */
  const SCREEN = resolve(ROOT, 'site/admin/dashboard/dashboard-counts.tsx');
  /** Real screen code that reads the amounts of the generator's budget refusal (a 429 of POST /api/research/generate-expert). */
  const BUDGET_SCREEN = resolve(ROOT, 'site/admin/generate/budget-block.ts');
  /** Screen-like code that reads replies directly, including fields they do not have. */
  const FIXTURE = resolve(ROOT, 'tests/contract/screen-reads.ts');
  /** Astro's client types declare CSS imports; this program stands alone without .astro/. */
  const CSS_TYPES = resolve(ROOT, 'tests/contract/css.d.ts');

  /** `changes`: source files replaced by a changed copy of their text. */
  function compile(changes: Record<string, (original: string) => string>) {
    const host = ts.createCompilerHost(options);
    const virtual = new Map<string, string>([
      [CSS_TYPES, "declare module '*.css';\n"],
      ...Object.entries(changes).map(([file, change]): [string, string] => [file, change(ts.sys.readFile(file) ?? '')]),
    ]);
    const { fileExists, readFile: read, getSourceFile } = host;
    host.fileExists = (file) => virtual.has(resolve(file)) || fileExists.call(host, file);
    host.readFile = (file) => virtual.get(resolve(file)) ?? read.call(host, file);
    host.getSourceFile = (file, language, onError, fresh) => {
      const text = virtual.get(resolve(file));
      return text === undefined ? getSourceFile.call(host, file, language, onError, fresh) : ts.createSourceFile(file, text, language);
    };
    const program = ts.createProgram({ rootNames: [SCREEN, BUDGET_SCREEN, FIXTURE, CSS_TYPES], options, host });
    // Only the screen code is checked (the routes' own bodies are the type check's job): it reads the replies' types lazily.
    const checked = [SCREEN, BUDGET_SCREEN, FIXTURE].map((file) => program.getSourceFile(file) as ts.SourceFile);
    const diagnostics = [
      ...program.getOptionsDiagnostics(),
      ...program.getGlobalDiagnostics(),
      ...checked.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
    ];
    return diagnostics.map((diagnostic) => ({
      file: diagnostic.file ? relative(ROOT, diagnostic.file.fileName) : '',
      text: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
    }));
  }

  /*
   * One changed program carries four changes whose failures land in different places: a renamed
   * field in one screen, an undeclared refusal in another, an untyped reply of a third route in one
   * check of the fixture and untyped bodies in another. One compile instead of four (each costs
   * many seconds of CPU), each failure still traced to its own change.
   */
  it('fails each screen and check a route change breaks, and nothing else', { timeout: 300_000 }, () => {
    expect(ts.sys.readFile(STATS_ROUTE)).toContain('totalExperts: experts.total');
    // Without its declaration, the generate route's 429 carries no amounts: the screen that reads them fails.
    expect(ts.sys.readFile(RESEARCH_ROUTE)).toContain('refuses(BudgetRefusedError), ');
    // A route whose reply is `any` types nothing for the screens; a schema built with requireFilled
    // that takes `unknown` (as it once did) untypes every such body: the fixture names both.
    expect(ts.sys.readFile(ACCOUNT_ROUTE)).toContain(UNTYPED_REPLY_LINE);
    expect(ts.sys.readFile(REQUIRED_RULE)).toContain('.custom<z.input<S>>()');
    const problems = compile({
      [STATS_ROUTE]: (original) => original.replace('totalExperts: experts.total', 'expertCount: experts.total'),
      [RESEARCH_ROUTE]: (original) => original.replace('refuses(BudgetRefusedError), ', ''),
      [ACCOUNT_ROUTE]: (original) => original.replace(UNTYPED_REPLY_LINE, UNTYPED_REPLY_LINE.replace('c.json({', 'c.json(<any>{')),
      [REQUIRED_RULE]: (original) => original.replace('.custom<z.input<S>>()', '.unknown()'),
    });
    const textsIn = (file: string) => problems.filter((problem) => problem.file === file).map((problem) => problem.text);
    expect(new Set(problems.map((problem) => problem.file))).toEqual(
      new Set(['site/admin/dashboard/dashboard-counts.tsx', 'site/admin/generate/budget-block.ts', 'tests/contract/screen-reads.ts']),
    );
    // The screen reads the renamed field in two places; the refusal's absence shows only in the code that reads its amounts.
    const renamed = /^Property 'totalExperts' does not exist on type '\{ expertCount: number;/;
    expect(textsIn('site/admin/dashboard/dashboard-counts.tsx')).toEqual([expect.stringMatching(renamed), expect.stringMatching(renamed)]);
    expect(textsIn('site/admin/generate/budget-block.ts')).toEqual(["'body.budget' is of type 'unknown'.", "'body.budget' is of type 'unknown'."]);
    // The fixture names the one route whose reply went untyped (no other), finds untyped bodies, and
    // reads the renamed field (its expect-error on the new name goes unused); nothing else fails in it.
    expect(textsIn('tests/contract/screen-reads.ts')).toEqual([
      `Type '"none"' is not assignable to type '"$delete /api/account/sessions/:sessionId"'.`,
      `Type '"none"' is not assignable to type 'UntypedBody'.`,
      "Unused '@ts-expect-error' directive.",
      expect.stringMatching(renamed),
    ]);
  });
});
