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
 * Type-checks real screen code against the real route types, through the compiler's API with a
 * host that can swap source files for changed copies. A contract typed `any` would pass both
 * programs: the first one's @ts-expect-error lines would then be unused, which is an error.
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
  const FIXTURE = resolve(ROOT, 'site/contract-fixture.ts');
  const FIXTURE_TEXT = `
import type { ExtractSchema } from 'hono/types';
import type { AppType } from '../api/app.ts';
import { api, refusalOf, unwrap, type Reply } from './lib/api.ts';

/** Every JSON reply of every route has a type: a route answering \`any\` gives the client {}, named here. */
type Schema = ExtractSchema<AppType>;
type Untyped = {
  [Path in keyof Schema]: {
    [Method in keyof Schema[Path]]: Schema[Path][Method] extends { output: infer Out; outputFormat: 'json' } ? ({} extends Out ? \`\${Method & string} \${Path & string}\` : never) : never;
  }[keyof Schema[Path]];
}[keyof Schema];
export const untyped: [Untyped] extends [never] ? 'none' : Untyped = 'none';

/** Every JSON body a route takes has a type: a body typed \`unknown\` (or any) lets a screen send anything, named here. */
type UntypedBody = {
  [Path in keyof Schema]: {
    [Method in keyof Schema[Path]]: Schema[Path][Method] extends { input: infer Input }
      ? 'json' extends keyof Input
        ? unknown extends Input['json' & keyof Input]
          ? \`\${Method & string} \${Path & string}\`
          : never
        : never
      : never;
  }[keyof Schema[Path]];
}[keyof Schema];
export const untypedBodies: [UntypedBody] extends [never] ? 'none' : UntypedBody = 'none';

/** A refusal's data is read typed, from the status the route declares; a status it does not declare cannot be asked for. */
export function refused(error: unknown) {
  const approve = api.admin.submissions[':id'].approve.$post;
  const duplicate = refusalOf(error, approve, 409);
  const names: string[] | undefined = duplicate && 'possibleDuplicates' in duplicate ? duplicate.possibleDuplicates.map((person) => person.name) : undefined;
  // @ts-expect-error an approval is never refused by the AI budget
  const never = refusalOf(error, approve, 429);
  const publish = refusalOf(error, api.library.content[':id'].publish.$post, 409);
  const path: string | undefined = publish && 'article' in publish ? publish.article.path : undefined;
  // @ts-expect-error the article a refused publish names has a path, not a url
  const url: unknown = publish && 'article' in publish ? publish.article.url : undefined;
  return { names, never, path, url };
}

export async function read() {
  const stats = await unwrap(api.admin.stats.$get());
  const experts = await unwrap(api.experts.$get());
  const first: Reply<typeof api.experts.$get>[number] | undefined = experts[0];
  // @ts-expect-error the counts reply has no such field
  const missing: unknown = stats.expertCount;
  // @ts-expect-error an expert has a name, not a fullName
  const fullName: unknown = first?.fullName;
  const count: number = stats.totalExperts;
  const name: string | undefined = first?.name;
  return { missing, fullName, count, name };
}
`;
  /** Astro's client types declare CSS imports; this program stands alone without .astro/. */
  const CSS_TYPES = resolve(ROOT, 'site/contract-css.d.ts');

  /** Parsed files, shared by both programs: only the changed route is parsed again. */
  const parsed = new Map<string, ts.SourceFile | undefined>();

  /** `changes`: source files replaced by a changed copy of their text. */
  function compile(changes: Record<string, (original: string) => string>, oldProgram?: ts.Program) {
    const host = ts.createCompilerHost(options);
    const virtual = new Map<string, string>([
      [FIXTURE, FIXTURE_TEXT],
      [CSS_TYPES, "declare module '*.css';\n"],
      ...Object.entries(changes).map(([file, change]): [string, string] => [file, change(ts.sys.readFile(file) ?? '')]),
    ]);
    const { fileExists, readFile: read, getSourceFile } = host;
    host.fileExists = (file) => virtual.has(resolve(file)) || fileExists.call(host, file);
    host.readFile = (file) => virtual.get(resolve(file)) ?? read.call(host, file);
    host.getSourceFile = (file, language, onError, fresh) => {
      const text = virtual.get(resolve(file));
      if (text !== undefined) return ts.createSourceFile(file, text, language);
      if (!parsed.has(file)) parsed.set(file, getSourceFile.call(host, file, language, onError, fresh));
      return parsed.get(file);
    };
    const program = ts.createProgram({ rootNames: [SCREEN, BUDGET_SCREEN, FIXTURE, CSS_TYPES], options, host, oldProgram });
    // Only the screen code is checked (the routes' own bodies are the type check's job): it reads the replies' types lazily.
    const checked = [SCREEN, BUDGET_SCREEN, FIXTURE].map((file) => program.getSourceFile(file) as ts.SourceFile);
    const diagnostics = [
      ...program.getOptionsDiagnostics(),
      ...program.getGlobalDiagnostics(),
      ...checked.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
    ];
    const problems = diagnostics.map((diagnostic) => ({
      file: diagnostic.file ? relative(ROOT, diagnostic.file.fileName) : '',
      text: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
    }));
    return { program, problems };
  }

  /*
   * One changed program carries four changes whose failures land in different places: a renamed
   * field in one screen, an undeclared refusal in another, an untyped reply of a third route in one
   * check of the fixture and untyped bodies in another. One changed compile instead of four (each
   * costs many seconds of CPU), each failure still traced to its own change.
   */
  it('passes against the routes as they are; fails each screen and check a route change breaks', { timeout: 300_000 }, () => {
    // The code as it is passes; the changed program reuses it (only the changed files are parsed again).
    const asIs = compile({});
    expect(asIs.problems).toEqual([]);

    expect(ts.sys.readFile(STATS_ROUTE)).toContain('totalExperts: experts.total');
    // Without its declaration, the generate route's 429 carries no amounts: the screen that reads them fails.
    expect(ts.sys.readFile(RESEARCH_ROUTE)).toContain('refuses(BudgetRefusedError), ');
    // A route whose reply is `any` types nothing for the screens; a schema built with requireFilled
    // that takes `unknown` (as it once did) untypes every such body: the fixture names both.
    expect(ts.sys.readFile(ACCOUNT_ROUTE)).toContain(UNTYPED_REPLY_LINE);
    expect(ts.sys.readFile(REQUIRED_RULE)).toContain('.custom<z.input<S>>()');
    const changed = compile(
      {
        [STATS_ROUTE]: (original) => original.replace('totalExperts: experts.total', 'expertCount: experts.total'),
        [RESEARCH_ROUTE]: (original) => original.replace('refuses(BudgetRefusedError), ', ''),
        [ACCOUNT_ROUTE]: (original) => original.replace(UNTYPED_REPLY_LINE, UNTYPED_REPLY_LINE.replace('c.json({', 'c.json(<any>{')),
        [REQUIRED_RULE]: (original) => original.replace('.custom<z.input<S>>()', '.unknown()'),
      },
      asIs.program,
    );
    const files = new Set(changed.problems.map((problem) => problem.file));
    expect(files).toEqual(new Set(['site/admin/dashboard/dashboard-counts.tsx', 'site/contract-fixture.ts', 'site/admin/generate/budget-block.ts']));
    expect(changed.problems.find((problem) => problem.file === 'site/admin/dashboard/dashboard-counts.tsx')?.text).toMatch(
      /Property 'totalExperts' does not exist/,
    );
    // The fixture reads the renamed field too (and its expect-error on the new name goes unused); the
    // refusal's absence shows only in the screen that reads its amounts.
    const fixture = changed.problems.filter((problem) => problem.file === 'site/contract-fixture.ts').map((problem) => problem.text);
    expect(fixture).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Property 'totalExperts' does not exist/),
        expect.stringMatching(/"\$delete \/api\/account\/sessions\/:sessionId"/),
        expect.stringMatching(/not assignable to type 'UntypedBody'/),
      ]),
    );
  });
});
