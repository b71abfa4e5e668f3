import { responsiveImage, squareSlot } from '../../domain/image-variants.ts';
import { Picture } from '../ui/picture.tsx';

/** A portrait, or the person's initials when there is none or it fails to load. */
export function Avatar({ name, imageUrl, size, priority = false }: { name: string; imageUrl: string | null; size: number; priority?: boolean }) {
  const initials = name
    .split(/\s+/)
    .filter((part) => /^[A-Za-zÀ-ÿ]/.test(part) && !/^(dr|prof)\.?$/i.test(part))
    .map((part) => part[0]?.toUpperCase())
    .slice(0, 2)
    .join('');
  const image = imageUrl ? responsiveImage(imageUrl, squareSlot(size)) : undefined;
  return (
    <span className="avatar" style={{ width: size, height: size, fontSize: size * 0.36 }} aria-hidden="true">
      {image ? <Picture image={image} alt="" priority={priority} fallback="hide" /> : initials}
      {image && <span className="avatar-fallback">{initials}</span>}
    </span>
  );
}
