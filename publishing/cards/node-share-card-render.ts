/**
 * Build-time only: draws a share card (publishing/cards/share-cards.ts) as a 1200×630 JPEG. Text is laid
 * out with the project's own font files (@fontsource static WOFF: Source Serif 4 and Inter) and
 * turned into outlines, so the picture never depends on the fonts installed on the machine; sharp
 * renders the SVG. A drawn card is kept in DATA_DIR/cache/share-cards under its content hash, so
 * an unchanged page never draws it again.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import opentype from 'opentype.js';
import sharp from 'sharp';
import { SHARE_PICTURE_VARIANT, SHARE_PORTRAIT_VARIANT, stemOfOriginal, variantKey } from '../../domain/image-variants.ts';
import type { Storage } from '../../api/adapters/storage/types.ts';
import { initialsOf, wrapLines } from './share-card-layout.ts';
import { SHARE_CARD_SIZE, type ShareCard, type ShareCardInput } from './share-cards.ts';

const require = createRequire(import.meta.url);

/** Each family is a chain of subsets: a letter missing from Latin is looked up in the others. */
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'vietnamese'];
const FAMILIES = {
  serifBold: (subset: string) => `@fontsource/source-serif-4/files/source-serif-4-${subset}-700-normal.woff`,
  sans: (subset: string) => `@fontsource/inter/files/inter-${subset}-400-normal.woff`,
  sansSemibold: (subset: string) => `@fontsource/inter/files/inter-${subset}-600-normal.woff`,
} as const;
type Family = keyof typeof FAMILIES;

const COLOURS = { ground: '#faf9f6', text: '#1b1f24', muted: '#55606c', primary: '#0d5c52', primarySoft: '#e3f1ee', accentSoft: '#fbeee4' };

const fonts = new Map<Family, opentype.Font[]>();

function fontsOf(family: Family): opentype.Font[] {
  let chain = fonts.get(family);
  if (!chain) {
    chain = SUBSETS.flatMap((subset) => {
      let file: string;
      try {
        file = require.resolve(FAMILIES[family](subset));
      } catch {
        return []; // a family without this subset (Inter has no cyrillic-ext)
      }
      const bytes = readFileSync(file);
      return [opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))];
    });
    fonts.set(family, chain);
  }
  return chain;
}

/** The glyphs of a text, each from the first font of the chain that has it (a letter none has is left out). */
function glyphsOf(text: string, family: Family): { glyph: opentype.Glyph; font: opentype.Font }[] {
  const chain = fontsOf(family);
  return Array.from(text).flatMap((char) => {
    const font = chain.find((candidate) => candidate.charToGlyphIndex(char) > 0);
    return font ? [{ glyph: font.charToGlyph(char), font }] : [];
  });
}

function measure(text: string, family: Family, size: number): number {
  return glyphsOf(text, family).reduce((width, { glyph, font }) => width + ((glyph.advanceWidth ?? 0) * size) / font.unitsPerEm, 0);
}

/** The outline of one line of text with its baseline at y, starting at x (or centred on x). */
function textPath(text: string, family: Family, size: number, x: number, y: number, fill: string, align: 'start' | 'middle' = 'start'): string {
  let pen = align === 'middle' ? x - measure(text, family, size) / 2 : x;
  const parts: string[] = [];
  for (const { glyph, font } of glyphsOf(text, family)) {
    parts.push(glyph.getPath(pen, y, size).toPathData(1));
    pen += ((glyph.advanceWidth ?? 0) * size) / font.unitsPerEm;
  }
  return `<path fill="${fill}" d="${parts.join('')}"/>`;
}

interface Block {
  family: Family;
  size: number;
  lineHeight: number;
  lines: string[];
  fill: string;
}

function block(text: string, family: Family, size: number, lineHeight: number, maxWidth: number, maxLines: number, fill: string): Block {
  return { family, size, lineHeight, fill, lines: wrapLines(text, (line) => measure(line, family, size), maxWidth, maxLines) };
}

const heightOf = (item: Block) => item.lines.length * item.lineHeight;

/** Blocks one under another from `top` (the first baseline sits one line-height's ascent below it). */
function stack(blocks: Block[], x: number, top: number, gap: number): string {
  let y = top;
  const out: string[] = [];
  for (const item of blocks) {
    for (const line of item.lines) {
      y += item.lineHeight;
      out.push(textPath(line, item.family, item.size, x, y - (item.lineHeight - item.size) / 2 - item.size * 0.12, item.fill));
    }
    y += gap;
  }
  return out.join('');
}

const dataUrl = (bytes: Uint8Array) => `data:image/jpeg;base64,${Buffer.from(bytes).toString('base64')}`;

function expertSvg(input: Extract<ShareCardInput, { kind: 'expert' }>, portrait: Uint8Array | undefined): string {
  const { width, height } = SHARE_CARD_SIZE;
  const textWidth = 600;
  const name = block(input.name, 'serifBold', 64, 74, textWidth, 3, COLOURS.text);
  const title = block(input.title, 'sans', 30, 40, textWidth, 3, COLOURS.muted);
  const top = Math.max(150, (height - heightOf(name) - heightOf(title) - 24) / 2);
  const [cx, cy, r] = [930, 315, 200];
  const picture = portrait
    ? `<clipPath id="portrait"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath><image href="${dataUrl(portrait)}" x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" preserveAspectRatio="xMidYMid slice" clip-path="url(#portrait)"/>`
    : `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${COLOURS.primarySoft}"/>${textPath(initialsOf(input.name), 'serifBold', 150, cx, cy + 52, COLOURS.primary, 'middle')}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${COLOURS.ground}"/>`,
    `<rect width="20" height="${height}" fill="${COLOURS.primary}"/>`,
    textPath(input.siteName, 'sansSemibold', 30, 88, 96, COLOURS.primary),
    stack([name, title], 88, top, 24),
    picture,
    `<circle cx="${cx}" cy="${cy}" r="${r + 4}" fill="none" stroke="${COLOURS.primary}" stroke-width="8"/>`,
    '</svg>',
  ].join('');
}

function articleSvg(input: Extract<ShareCardInput, { kind: 'article' }>, picture: Uint8Array | undefined): string {
  const { width, height } = SHARE_CARD_SIZE;
  const label = block([input.label, input.byline].filter(Boolean).join(' · ').toUpperCase(), 'sansSemibold', 24, 34, width - 128, 1, COLOURS.accentSoft);
  const title = block(input.title, 'serifBold', 60, 70, width - 128, 3, '#ffffff');
  const top = height - 64 - heightOf(label) - 16 - heightOf(title);
  const ground = picture
    ? `<image href="${dataUrl(picture)}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice"/>`
    : `<rect width="${width}" height="${height}" fill="${COLOURS.primary}"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">',
    '<stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="0.3" stop-color="#000" stop-opacity="0.1"/>',
    '<stop offset="0.5" stop-color="#000" stop-opacity="0.3"/><stop offset="1" stop-color="#000" stop-opacity="0.85"/>',
    '</linearGradient></defs>',
    ground,
    picture ? `<rect width="${width}" height="${height}" fill="url(#shade)"/>` : '',
    textPath(input.siteName, 'sansSemibold', 30, 64, 84, '#ffffff'),
    stack([label, title], 64, top, 16),
    '</svg>',
  ].join('');
}

/** Draws the card; `image` is the portrait's square size or the article picture's wide size, if any. */
export async function drawShareCard(input: ShareCardInput, image: Uint8Array | undefined): Promise<Uint8Array> {
  const svg = input.kind === 'expert' ? expertSvg(input, image) : articleSvg(input, image);
  // Plain libjpeg, not mozjpeg: mozjpeg's trellis search made a card about 13% smaller but cost two
  // thirds of its drawing time, and a card is fetched by link previews, never by a page (DECISIONS).
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 84, chromaSubsampling: '4:4:4' }).toBuffer();
  return new Uint8Array(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
}

/** The stored size the card shows, read from storage; undefined when there is none (or it is missing). */
async function cardImage(storage: Storage, input: ShareCardInput): Promise<{ wanted: boolean; bytes: Uint8Array | undefined }> {
  const key = input.kind === 'expert' ? input.portraitKey : input.pictureKey;
  const stem = key ? stemOfOriginal(key) : undefined;
  if (!stem) return { wanted: false, bytes: undefined };
  const name = input.kind === 'expert' ? SHARE_PORTRAIT_VARIANT : SHARE_PICTURE_VARIANT;
  return { wanted: true, bytes: await storage.get(variantKey(stem, name, 'jpg')) };
}

/**
 * The card's JPEG: from the cache when this exact card was drawn before, else drawn and cached.
 * A card whose picture could not be read is drawn without it and not cached, so the next build
 * tries again.
 */
export async function shareCardImage(card: ShareCard, options: { storage: Storage; cacheDir: string }): Promise<Uint8Array> {
  const cached = join(options.cacheDir, `${card.hash}.jpg`);
  const hit = await readFile(cached).catch(() => undefined);
  if (hit) return new Uint8Array(hit.buffer, hit.byteOffset, hit.byteLength);
  const image = await cardImage(options.storage, card.input);
  const bytes = await drawShareCard(card.input, image.bytes);
  if (!image.wanted || image.bytes) {
    await mkdir(options.cacheDir, { recursive: true });
    const temporary = `${cached}.${process.pid}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, cached);
  }
  return bytes;
}
