import sharp from 'sharp';

/**
 * A synthetic photograph: a muted colour field, a soft head-and-shoulders shape, texture at
 * several scales and sensor-like grain, so it compresses like a photo (a 3000×3000 one is 2–4 MB
 * as JPEG quality 92) instead of like a flat test card. Deterministic for a seed.
 */

function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** Random values on a coarse grid, smoothly scaled up to the full size: one octave of value noise. */
async function noise(next: () => number, cells: number, width: number, height: number): Promise<Buffer> {
  const grid = Buffer.alloc(cells * cells * 3);
  for (let index = 0; index < grid.length; index++) grid[index] = Math.floor(next() * 256);
  return sharp(grid, { raw: { width: cells, height: cells, channels: 3 } })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer();
}

export async function syntheticPhoto(options: { width: number; height: number; seed: number; quality?: number }): Promise<Buffer> {
  const { width, height, seed, quality = 92 } = options;
  const next = random(seed);
  const [broad, medium, fine] = await Promise.all([
    noise(next, 5, width, height),
    noise(next, 48, width, height),
    noise(next, Math.max(64, Math.round(width / 9)), width, height),
  ]);
  const tint = [0.8 + next() * 0.4, 0.8 + next() * 0.4, 0.8 + next() * 0.4];
  const pixels = Buffer.alloc(width * height * 3);
  const [headX, headY, headR] = [width * (0.4 + next() * 0.2), height * 0.38, Math.min(width, height) * 0.2];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = (y * width + x) * 3;
      // The subject: a head and shoulders, lighter than the background, with soft edges.
      const head = Math.hypot((x - headX) / headR, (y - headY) / (headR * 1.25));
      const shoulders = y > headY + headR * 1.1 ? Math.abs(x - headX) / (headR * 2.4) : 2;
      const subject = Math.max(0, 1 - Math.min(head, shoulders) ** 4);
      let luminance = 0;
      const channel: number[] = [];
      for (let c = 0; c < 3; c++) {
        const value =
          ((broad[index + c] ?? 0) * 0.45 + (medium[index + c] ?? 0) * 0.3 + (fine[index + c] ?? 0) * 0.25) * (tint[c] ?? 1) * (0.55 + subject * 0.45) +
          subject * 60 +
          (next() - 0.5) * 22;
        channel.push(value);
        luminance += value / 3;
      }
      for (let c = 0; c < 3; c++) {
        // Muted colours, as in most photographs: each channel pulled halfway to the luminance.
        const value = luminance + ((channel[c] ?? 0) - luminance) * 0.5;
        pixels[index + c] = value < 0 ? 0 : value > 255 ? 255 : value;
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}
