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

/**
 * 'Share Profile': the device's share sheet when there is one, else the page URL copied to the
 * clipboard with a 'Link Copied' toast. It needs JavaScript, so pages load it `client:only`:
 * the static HTML has no button that could not work, and no page pays for rendering it.
 */
export default function ShareButton({ title }: { title: string }) {
  async function share() {
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

  return (
    <button type="button" className="btn btn-secondary" onClick={share}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
      </svg>
      Share Profile
    </button>
  );
}
