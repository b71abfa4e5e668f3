/**
 * zod for the browser: zod 4 probes `new Function('')` when it builds an object schema, to use
 * compiled parsers; the site's Content-Security-Policy forbids eval, so the probe is reported as a
 * violation on every page whose code builds a schema (the domain's modules do, as they load). The
 * interpreted parsers are plenty fast for forms. In the browser build every `import … from 'zod'`
 * resolves to this module (`zodJitlessInTheBrowser` in astro.config.mjs), so the setting is made
 * before any schema exists, whatever a page imports first.
 */
import { z } from 'zod';

z.config({ jitless: true });

export * from 'zod';
export { default } from 'zod';
