import sharp from 'sharp';
import { writeFileSync } from 'node:fs';
console.log(sharp.versions, sharp.concurrency());
const W = 3000, H = 3000;
function rng(seed) { let s = seed >>> 0; return () => { s = (s * 1664525 + 1013904223) >>> 0; return s / 4294967296; }; }
const r = rng(42);
// low-res value noise grids at several scales, upscaled by sharp (smooth)
async function noiseLayer(cells, ch = 3) {
  const buf = Buffer.alloc(cells * cells * ch);
  for (let i = 0; i < buf.length; i++) buf[i] = Math.floor(r() * 256);
  return sharp(buf, { raw: { width: cells, height: cells, channels: ch } }).resize(W, H, { kernel: 'cubic' }).raw().toBuffer();
}
let t = Date.now();
const [a, b, c] = await Promise.all([noiseLayer(6), noiseLayer(40), noiseLayer(300)]);
const out = Buffer.alloc(W * H * 3);
for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
  const i = (y * W + x) * 3;
  const g = (x + y) / (W + H);
  for (let k = 0; k < 3; k++) {
    const v = a[i + k] * 0.55 + b[i + k] * 0.25 + c[i + k] * 0.12 + g * 40 + (r() - 0.5) * 18;
    out[i + k] = v < 0 ? 0 : v > 255 ? 255 : v;
  }
}
console.log('gen', Date.now() - t); t = Date.now();
const jpeg = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
console.log('jpeg', Date.now() - t, (jpeg.length / 1e6).toFixed(2), 'MB');
writeFileSync('/tmp/scratch/photo.jpg', jpeg);
