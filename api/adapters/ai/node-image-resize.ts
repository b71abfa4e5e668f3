import sharp from 'sharp';
import type { ImageResizer } from './image-types.ts';

/** Cover-crops to the wanted aspect ratio (keeping the centre) and resizes to the exact size, as PNG. */
export const sharpResizer: ImageResizer = {
  async fit(bytes, width, height) {
    const output = await sharp(bytes).resize(width, height, { fit: 'cover', position: 'centre' }).png().toBuffer();
    return new Uint8Array(output.buffer, output.byteOffset, output.byteLength);
  },
};
