import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articles, submissions } from '../db/schema.ts';
import { signUp } from './helpers/accounts.ts';
import { signUpAdmin } from './helpers/admin.ts';
import { makeArticle } from './helpers/factories.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Characters XML 1.0 forbids (C0 controls but tab and newlines, U+FFFE, U+FFFF, lone surrogates)
 * never reach stored text: every text field drops them, through the real API.
 */

const t = await createTestApp();
const admin = await signUpAdmin(t);
const FORBIDDEN = '\u0001\u0008\u000b\u000c\u001f\ufffe\uffff\ud800';

describe('stored text drops characters XML forbids', () => {
  it('in names given at sign-up', async () => {
    const { user } = await signUp(t, { firstName: `Ada${FORBIDDEN}`, lastName: `Love${FORBIDDEN}lace` });
    expect([user.firstName, user.lastName]).toEqual(['Ada', 'Lovelace']);
  });

  it('in a submission, keeping tabs and line breaks', async () => {
    const { cookie } = await signUp(t);
    const res = await t.request('POST', '/api/submissions', {
      cookie,
      body: {
        name: `Dr. Jane${FORBIDDEN} Example`,
        title: 'Professor\tof Biogerontology',
        categories: ['academic'],
        longevityContribution: `Line one.${FORBIDDEN}\nLine two.\r\n`,
        referenceLinks: [`Official Website|https://jane-example.org${FORBIDDEN}`],
        submitterReason: `Because${FORBIDDEN}.`,
      },
    });
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(submissions).where(eq(submissions.name, 'Dr. Jane Example'));
    expect(row).toMatchObject({
      name: 'Dr. Jane Example',
      title: 'Professor\tof Biogerontology',
      longevityContribution: 'Line one.\nLine two.',
      submitterReason: 'Because.',
    });
  });

  it('in article titles, tags and content; a title of nothing but such characters is missing', async () => {
    const article = await makeArticle(t.db, { title: 'Plain' });
    const patch = (body: unknown) => t.request('PATCH', `/api/admin/articles/${article.id}`, { cookie: admin.cookie, body });
    expect((await patch({ title: `Sleep${FORBIDDEN} well`, seoTags: [`Sleep${FORBIDDEN}`], content: `Body${FORBIDDEN}` })).status).toBe(200);
    const [row] = await t.db.select().from(articles).where(eq(articles.id, article.id));
    expect([row?.title, row?.seoTags, row?.content]).toEqual(['Sleep well', ['Sleep'], 'Body']);
    const blank = await patch({ title: FORBIDDEN });
    expect(blank.status).toBe(400);
  });
});
