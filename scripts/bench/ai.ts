/**
 * AI research benchmark: one expert profile researched and written end to end (identity,
 * sources, writing, link checks, pending submission) against loopback OpenRouter and
 * Wikipedia/Wikidata/OpenAlex servers that each wait a set delay per request, so the run's wall
 * time against the delays shows the pipeline's own overhead and how many calls it makes.
 *
 *   node scripts/bench/ai.ts [--provider-delay 1000] [--source-delay 200] [--runs 3]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createCatalogueReader } from '../../api/adapters/ai/catalogues.ts';
import { createOpenAiTextAi } from '../../api/adapters/ai/openai-text.ts';
import { createGuardedFetcher } from '../../api/adapters/http/node-guarded-fetch.ts';
import { createResearchSources } from '../../api/adapters/research/index.ts';
import { parseConfig } from '../../api/config.ts';
import { startExpertGeneration } from '../../api/services/ai/research/generate-expert.ts';
import { createDb } from '../../db/client.ts';
import { migrateDb } from '../../db/migrate.ts';
import { getAiRun } from '../../db/queries/ai-runs.ts';
import { insertUser, setUserRole } from '../../db/queries/users.ts';
import { aiEnv, startOpenAiServer } from '../../tests/helpers/openai-server.ts';
import { adaResponder, startResearchServer } from '../../tests/helpers/research-servers.ts';

const { values } = parseArgs({
  options: {
    'provider-delay': { type: 'string', default: '1000' },
    'source-delay': { type: 'string', default: '200' },
    runs: { type: 'string', default: '3' },
  },
});
const providerDelay = Number(values['provider-delay']);
const sourceDelay = Number(values['source-delay']);
const runs = Number(values.runs);

const dir = mkdtempSync(join(tmpdir(), 'lx-bench-ai-'));
const router = await startOpenAiServer({ openrouter: true });
router.respond(adaResponder);
router.setDelay(providerDelay);
const sources = await startResearchServer();
sources.setDelay(sourceDelay);

try {
  const url = `file:${join(dir, 'app.db')}`;
  const db = createDb({ url });
  await migrateDb(db, url);
  const config = parseConfig({ DATA_DIR: dir, ...aiEnv(router), ...sources.env() });
  const deps = {
    config,
    db,
    textAi: createOpenAiTextAi(config.ai, { timeoutMs: config.aiTimeoutMs }),
    catalogues: createCatalogueReader(config.ai),
    research: createResearchSources(config.research, config.siteUrl),
    imageFetcher: createGuardedFetcher({ allowPrivate: true }),
  };
  const created = await insertUser(db, { email: 'bench@example.org', passwordHash: 'x', firstName: 'Bench', lastName: 'Admin' });
  const admin = created && (await setUserRole(db, created.id, 'admin'));
  if (!admin) throw new Error('Could not create the bench admin');

  console.log(`AI research, one profile; provider delay ${providerDelay} ms, source delay ${sourceDelay} ms per request`);
  for (let i = 1; i <= runs; i++) {
    const hitsBefore = sources.hits.length;
    const started = performance.now();
    const { runId, work } = await startExpertGeneration(deps, { expertName: 'Ada Longevity', expertTitle: 'Longevity Expert' }, admin);
    await work;
    const wall = performance.now() - started;
    const run = await getAiRun(db, runId);
    const linkChecks = sources.hits.length - hitsBefore - (run?.sourceCalls ?? 0);
    console.log(
      `run ${i}: ${run?.status}; wall ${Math.round(wall)} ms; provider calls ${run?.providerCalls}; source calls ${run?.sourceCalls}; link checks ${linkChecks}`,
    );
  }
  db.$client.close();
} finally {
  await router.close();
  await sources.close();
  rmSync(dir, { recursive: true, force: true });
}
