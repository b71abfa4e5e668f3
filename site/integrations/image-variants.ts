import type { AstroIntegration } from 'astro';
import { createSharpVariantMaker } from '../../api/adapters/images/node-variants.ts';
import { parseConfig } from '../../api/config.ts';
import { createDb } from '../../db/client.ts';
import { buildCacheDir, buildStorage } from '../lib/build-storage.ts';
import { ensureImageVariants } from '../lib/image-variants-pass.ts';

/** Before any page renders: every recorded image has its sizes (see site/lib/image-variants-pass.ts). */
export function imageVariants(): AstroIntegration {
  return {
    name: 'image-variants',
    hooks: {
      'astro:build:start': async ({ logger }) => {
        const config = parseConfig(process.env);
        const db = createDb(config.database);
        try {
          await ensureImageVariants({
            db,
            storage: buildStorage(config),
            maker: createSharpVariantMaker(),
            cacheDir: buildCacheDir(config, 'image-variants'),
            log: (line) => logger.info(line),
          });
        } finally {
          db.$client.close();
        }
      },
    },
  };
}
