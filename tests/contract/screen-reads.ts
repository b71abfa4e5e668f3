/**
 * Screen-like code that reads the API's replies, checked by the type check (`npm run typecheck`) as
 * it is and by tests/typed-contract.test.ts with routes changed under it. It runs nowhere.
 */
import type { ExtractSchema } from 'hono/types';
import type { AppType } from '../../api/app.ts';
import { api, refusalOf, unwrap, type Reply } from '../../site/lib/api.ts';

/** Every JSON reply of every route has a type: a route answering `any` gives the client {}, named here. */
type Schema = ExtractSchema<AppType>;
type Untyped = {
  [Path in keyof Schema]: {
    [Method in keyof Schema[Path]]: Schema[Path][Method] extends { output: infer Out; outputFormat: 'json' }
      ? // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{}`, what an untyped reply becomes, is the type asked about
        {} extends Out
        ? `${Method & string} ${Path & string}`
        : never
      : never;
  }[keyof Schema[Path]];
}[keyof Schema];
export const untyped: [Untyped] extends [never] ? 'none' : Untyped = 'none';

/** Every JSON body a route takes has a type: a body typed `unknown` (or any) lets a screen send anything, named here. */
type UntypedBody = {
  [Path in keyof Schema]: {
    [Method in keyof Schema[Path]]: Schema[Path][Method] extends { input: infer Input }
      ? 'json' extends keyof Input
        ? unknown extends Input['json' & keyof Input]
          ? `${Method & string} ${Path & string}`
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
