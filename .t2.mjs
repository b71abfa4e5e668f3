import sharp from 'sharp';
import { readFileSync } from 'node:fs';
const input = readFileSync('/tmp/scratch/photo.jpg');
const specs = [['sq',112,112],['sq',288,288],['sq',600,600],['wide',480,252],['wide',800,420],['wide',1200,630]];
let t0 = Date.now();
const base = sharp(input, { failOn: 'none' }).rotate();
// decode once to a reasonable intermediate
const meta = await base.metadata();
const inter = await sharp(input).rotate().resize(1600, 1600, { fit: 'inside' }).toBuffer();
console.log('decode+shrink', Date.now() - t0);
for (const effort of [2, 4]) {
 let total = 0;
 for (const [kind, w, h] of specs) {
  const img = sharp(inter).resize(w, h, { fit: 'cover', position: 'attention' });
  const r = {};
  for (const fmt of ['avif', 'webp', 'jpeg']) {
    const t = Date.now();
    const o = fmt === 'avif' ? img.clone().avif({ quality: 50, effort }) : fmt === 'webp' ? img.clone().webp({ quality: 72, effort: 4 }) : img.clone().jpeg({ quality: 75, mozjpeg: true });
    const b = await o.toBuffer();
    r[fmt] = `${(b.length/1024).toFixed(1)}K/${Date.now()-t}ms`;
    total += Date.now() - t;
  }
  console.log(effort, kind, w, JSON.stringify(r));
 }
 console.log('effort', effort, 'total ms', total);
}
