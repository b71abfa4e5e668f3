import type { StoredImage } from '../../../domain/entities.ts';
import { toast } from '../../lib/toast.ts';

function failed() {
  toast({ title: 'Download Failed', description: 'Failed to download image', variant: 'destructive' });
}

/**
 * Saves the stored image under its file name. Fetched as a blob rather than a plain download link,
 * so a missing file gives the failure toast instead of a saved error page. A bucket on another
 * origin may refuse the read (CORS): the image then opens in a new tab, where it can be saved.
 */
export async function downloadImage(image: StoredImage): Promise<void> {
  let res: Response;
  try {
    res = await fetch(image.storedUrl);
  } catch {
    window.open(image.storedUrl, '_blank', 'noopener');
    return;
  }
  if (!res.ok) return failed();
  try {
    const url = URL.createObjectURL(await res.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = image.filename;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked on the next task: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  } catch {
    failed();
  }
}
