import { z } from 'zod';

/**
 * zod 4 probes `new Function('')` before its first parse to use compiled parsers; the site's
 * Content-Security-Policy forbids eval, so the probe would be reported as a violation on every
 * form. The interpreted parsers are plenty fast for forms. Imported by the form checks
 * (site/ui/forms/form-check.ts), the one place browser code parses, so it runs before any parse.
 */
z.config({ jitless: true });
