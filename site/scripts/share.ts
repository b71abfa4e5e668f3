import { toast } from '../lib/toast.ts';

/** The page's own address, without query or fragment. */
function pageUrl(): string {
  return `${window.location.origin}${window.location.pathname}`;
}

async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

async function share(title: string): Promise<void> {
  const url = pageUrl();
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      // Closing the share sheet is not a failure; anything else falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  if (await copyToClipboard(url)) toast({ title: 'Link Copied', description: url });
  else toast({ title: 'Copy this link', description: url });
}

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-share-title]')) {
  button.addEventListener('click', () => void share(button.dataset.shareTitle ?? document.title));
}
