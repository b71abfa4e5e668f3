import type { AstroIntegration } from 'astro';

/**
 * The project's own Astro adapter. It deploys nothing: it makes `astro build` compile the pages
 * built from the database (`prerender = false`) into one server bundle whose entry is
 * publishing/render/entry.ts, with the manifest of this build's assets. The site build renders the
 * static set with it, and the Node server and the Cloudflare Worker render every other page with
 * it, so there is one page code and one set of asset names for all three.
 */
export function renderAdapter(): AstroIntegration {
  return {
    name: 'site-render',
    hooks: {
      'astro:config:done': ({ setAdapter }) => {
        setAdapter({
          name: 'site-render',
          serverEntrypoint: new URL('./entry.ts', import.meta.url),
          entrypointResolution: 'auto',
          supportedAstroFeatures: { staticOutput: 'stable', hybridOutput: 'stable', serverOutput: 'stable' },
        });
      },
    },
  };
}
