import type { ClientDirective } from 'astro';

/**
 * `client:interact`: hydrates an island at the first sign that a visitor is about to use it
 * (the pointer over it, focus or a touch inside it, a key pressed in it), or at once when the
 * address asks for a view the static HTML does not show (a query string: a search, a filter, a
 * page). Until then the page's own HTML serves, and React is not downloaded at all.
 */
const EVENTS = ['pointerover', 'focusin', 'touchstart', 'keydown'] as const;

const interact: ClientDirective = (load, _options, el) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of EVENTS) el.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
  };
  if (window.location.search) {
    void start();
    return;
  }
  for (const type of EVENTS) el.addEventListener(type, start, { passive: true });
};

export default interact;
