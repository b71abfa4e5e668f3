import { useState } from 'react';

/** A stored image, or an 'Image Unavailable' placeholder when its file cannot be shown. */
export function StoredPicture({ src, alt, className }: { src: string; alt: string; className: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) {
    return (
      <div className={`${className} image-unavailable`}>
        <span>Image Unavailable</span>
      </div>
    );
  }
  return <img className={className} src={src} alt={alt} loading="lazy" onError={() => setBroken(true)} />;
}
