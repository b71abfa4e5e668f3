/** A portrait, or the person's initials when there is none or it fails to load. */
export function Avatar({ name, imageUrl, size }: { name: string; imageUrl: string | null; size: number }) {
  const initials = name
    .split(/\s+/)
    .filter((part) => /^[A-Za-zÀ-ÿ]/.test(part) && !/^(dr|prof)\.?$/i.test(part))
    .map((part) => part[0]?.toUpperCase())
    .slice(0, 2)
    .join('');
  return (
    <span className="avatar" style={{ width: size, height: size, fontSize: size * 0.36 }} aria-hidden="true">
      {imageUrl ? <img src={imageUrl} alt="" width={size} height={size} loading="lazy" data-fallback="hide" /> : initials}
      {imageUrl && <span className="avatar-fallback">{initials}</span>}
    </span>
  );
}
