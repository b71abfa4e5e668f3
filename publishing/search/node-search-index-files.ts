import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { once } from 'node:events';
import type { Db } from '../../db/client.ts';
import { articleCardsNewestFirst, expertCardsByName } from '../../db/queries/site-pages.ts';
import { articleIndexUrl, toArticleIndexEntry } from './article-index.ts';
import { expertIndexUrl, toExpertIndexEntry } from './expert-index.ts';

/**
 * The two search indexes as files under data/, streamed from the database a batch at a time and
 * named by the hash of their content (the islands cache them forever). The JSON is the same as
 * one JSON.stringify of the whole list, written in pieces so no build holds it all.
 */

const BATCH = 1000;

export interface IndexFile {
  /** Site-relative URL, e.g. /data/experts.1a2b….json. */
  url: string;
  /** The file's path relative to the site folder. */
  file: string;
  entries: number;
}

async function writeJsonArray(
  siteDir: string,
  name: string,
  batches: AsyncIterable<string[]>,
  urlOf: (version: string) => string,
  versionLength: number,
): Promise<IndexFile> {
  await mkdir(join(siteDir, 'data'), { recursive: true });
  const temporary = join(siteDir, 'data', `.${name}.partial`);
  const out = createWriteStream(temporary);
  const hash = createHash('sha256');
  let entries = 0;
  const write = async (text: string) => {
    hash.update(text);
    if (!out.write(text)) await once(out, 'drain');
  };
  await write('[');
  for await (const batch of batches) {
    for (const json of batch) await write(entries++ === 0 ? json : `,${json}`);
  }
  await write(']');
  out.end();
  await once(out, 'finish');
  const url = urlOf(hash.digest('hex').slice(0, versionLength));
  const file = url.slice(1);
  await rename(temporary, join(siteDir, file));
  return { url, file, entries };
}

async function* expertEntries(db: Db, now: Date) {
  for await (const rows of expertCardsByName(db, { now, batchSize: BATCH })) {
    yield rows.map((row) => JSON.stringify(toExpertIndexEntry({ ...row.item, biography: row.biography })));
  }
}

async function* articleEntries(db: Db, now: Date) {
  for await (const rows of articleCardsNewestFirst(db, { now, batchSize: BATCH })) {
    yield rows.map((row) => JSON.stringify(toArticleIndexEntry({ ...row.item, content: row.content })));
  }
}

/** /data/experts.<hash>.json: every public expert's card and biography words, in the directory's order. */
export function writeExpertIndex(db: Db, siteDir: string, now: Date): Promise<IndexFile> {
  return writeJsonArray(siteDir, 'experts', expertEntries(db, now), expertIndexUrl, 16);
}

/** /data/articles.<hash>.json: every public article's card and body words, newest first. */
export function writeArticleIndex(db: Db, siteDir: string, now: Date): Promise<IndexFile> {
  return writeJsonArray(siteDir, 'articles', articleEntries(db, now), articleIndexUrl, 12);
}
