import { beforeAll, describe, expect, it } from 'vitest';
import type { ArticleSummary, Expert } from '../domain/entities.ts';
import { makeArticle, makeExpert } from './helpers/factories.ts';
import { createTestApp } from './helpers/test-app.ts';

const t = await createTestApp();
let alpha: Expert;
let beta: Expert;

beforeAll(async () => {
  alpha = await makeExpert(t.db, { name: 'Alpha Aging' }, 2);
  beta = await makeExpert(t.db, { name: 'Beta Biologist', categories: ['clinician', 'author'] }, 1);
  await makeExpert(t.db, { name: 'Gamma Gerontologist' });
  await makeArticle(t.db, { expertId: alpha.id, slug: 'alpha-published' });
  await makeArticle(t.db, { expertId: alpha.id, slug: 'alpha-draft', status: 'draft' });
});

describe('GET /api/experts', () => {
  it('lists every expert by name with their public fields', async () => {
    const res = await t.request('GET', '/api/experts');
    expect(res.status).toBe(200);
    const list = (await res.json()) as Expert[];
    expect(list.map((e) => e.name)).toEqual(['Alpha Aging', 'Beta Biologist', 'Gamma Gerontologist']);
    expect(list[1]).toMatchObject({ slug: 'beta-biologist', categories: ['clinician', 'author'], featured: true, featuredOrder: 1 });
  });

  it('carries an ETag, revalidates, and answers 304 to a matching If-None-Match', async () => {
    const first = await t.request('GET', '/api/experts');
    const tag = first.headers.get('ETag');
    expect(tag).toBeTruthy();
    expect(first.headers.get('Cache-Control')).toBe('public, no-cache');
    const second = await t.request('GET', '/api/experts', { headers: { 'If-None-Match': tag! } });
    expect(second.status).toBe(304);
  });
});

describe('GET /api/experts/featured', () => {
  it('answers featured experts in featuredOrder', async () => {
    const list = (await (await t.request('GET', '/api/experts/featured')).json()) as Expert[];
    expect(list.map((e) => [e.name, e.featuredOrder])).toEqual([
      ['Beta Biologist', 1],
      ['Alpha Aging', 2],
    ]);
  });
});

describe('GET /api/experts/{slug}', () => {
  it('answers one expert', async () => {
    const res = await t.request('GET', '/api/experts/alpha-aging');
    expect(res.status).toBe(200);
    expect(((await res.json()) as Expert).id).toBe(alpha.id);
  });

  it('answers 404 with a message for an unknown slug', async () => {
    const res = await t.request('GET', '/api/experts/nobody-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Expert not found' });
  });

  it('answers 400 for a malformed slug', async () => {
    const res = await t.request('GET', '/api/experts/Not%20A%20Slug');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/slug/);
  });
});

describe('GET /api/experts/id/{expertId}', () => {
  it('answers the expert with slug and name', async () => {
    const res = await t.request('GET', `/api/experts/id/${beta.id}`);
    expect(await res.json()).toMatchObject({ id: beta.id, slug: 'beta-biologist', name: 'Beta Biologist' });
  });

  it.each([['abc'], ['1.5'], ['-3'], ['0'], ['99999999999999999999']])('answers 400 for id %s', async (id) => {
    const res = await t.request('GET', `/api/experts/id/${id}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/positive whole number/);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await t.request('GET', '/api/experts/id/987654')).status).toBe(404);
  });
});

describe('GET /api/experts/{id}/articles', () => {
  it('answers only the published articles of that expert', async () => {
    const list = (await (await t.request('GET', `/api/experts/${alpha.id}/articles`)).json()) as ArticleSummary[];
    expect(list.map((a) => a.slug)).toEqual(['alpha-published']);
    expect(list[0]).not.toHaveProperty('content');
  });

  it('answers 404 for an unknown expert and 400 for a malformed id', async () => {
    expect((await t.request('GET', '/api/experts/424242/articles')).status).toBe(404);
    expect((await t.request('GET', '/api/experts/x/articles')).status).toBe(400);
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON', async () => {
    const res = await t.request('GET', '/api/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found' });
  });
});
