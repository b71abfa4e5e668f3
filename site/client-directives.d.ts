/** The project's own client directive (site/lib/interact-directive.ts, registered in astro.config.mjs). */
declare namespace Astro {
  interface ClientDirectives {
    'client:interact'?: boolean;
  }
}
