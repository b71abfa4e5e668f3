const KB = 1024;
const MB = 1024 * KB;

/** A stored image's size as the image storage screen shows it: KB, or MB above 1 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes > MB) return `${(bytes / MB).toFixed(2)} MB`;
  return `${(bytes / KB).toFixed(1)} KB`;
}
