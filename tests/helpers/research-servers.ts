import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { schemaNameOf, type ReceivedRequest, type Reply } from './openai-server.ts';

/**
 * Wikipedia, Wikidata and OpenAlex on one loopback server, answering with replies shaped like the
 * real APIs (Wikipedia core REST search and page summary; Wikidata wbsearchentities and
 * wbgetentities; OpenAlex /authors and /works), plus the web pages their links point to. People:
 * - 'Ada Longevity': one Wikidata human (Q100) with an English Wikipedia page, an official website,
 *   an ORCID, employer and occupation, matched to OpenAlex author A100 by ORCID, with three works
 *   (the second one's DOI page answers 404);
 * - 'John Smith': two Wikidata humans of that name (a gerontologist at Oxford, a footballer);
 * - 'Mary Chen': no Wikidata person, two OpenAlex authors of that name (A201 at UCSF, A202 in Toronto).
 * `fail` makes a source answer 500; `delayMs` slows every answer (benchmarks); `hits` counts calls;
 * `portraits` gives a person a Wikidata image claim (P18: a Commons file name).
 */
export async function startResearchServer() {
  const hits: string[] = [];
  const fail = new Set<'wikipedia' | 'wikidata' | 'openalex'>();
  const portraits = new Map<string, string>();
  let delayMs = 0;
  let base = '';

  const people = () => ({
    Q100: {
      id: 'Q100',
      labels: { en: { language: 'en', value: 'Ada Longevity' } },
      descriptions: { en: { language: 'en', value: 'American biologist studying ageing' } },
      claims: {
        P31: [claim({ 'entity-type': 'item', id: 'Q5' })],
        P856: [claim(`${base}/pages/ada-lab`)],
        P496: [claim('0000-0002-1825-0097')],
        P108: [claim({ 'entity-type': 'item', id: 'Q200' })],
        P106: [claim({ 'entity-type': 'item', id: 'Q300' })],
        ...(portraits.has('Q100') ? { P18: [claim(portraits.get('Q100'))] } : {}),
      },
      sitelinks: { enwiki: { site: 'enwiki', title: 'Ada Longevity', badges: [] } },
    },
    Q401: human('Q401', 'John Smith', 'British gerontologist', 'Q201'),
    Q402: human('Q402', 'John Smith', 'American football player', 'Q202'),
  });
  const labels: Record<string, string> = {
    Q200: 'Harvard Medical School',
    Q300: 'biologist',
    Q201: 'University of Oxford',
    Q202: 'Dallas Cowboys',
    Q5: 'human',
  };
  const searches: Record<string, string[]> = { 'ada longevity': ['Q100'], 'john smith': ['Q401', 'Q402', 'Q999'] };

  function claim(value: unknown) {
    return {
      mainsnak: { snaktype: 'value', property: 'P', datavalue: { value, type: typeof value === 'string' ? 'string' : 'wikibase-entityid' } },
      type: 'statement',
      rank: 'normal',
    };
  }
  function human(id: string, name: string, description: string, employer: string) {
    return {
      id,
      labels: { en: { language: 'en', value: name } },
      descriptions: { en: { language: 'en', value: description } },
      claims: { P31: [claim({ 'entity-type': 'item', id: 'Q5' })], P108: [claim({ 'entity-type': 'item', id: employer })] },
      sitelinks: {},
    };
  }

  const author = () => ({
    id: `${base}/openalex/A100`,
    orcid: `${base}/orcid/0000-0002-1825-0097`,
    display_name: 'Ada Longevity',
    works_count: 142,
    cited_by_count: 15234,
    summary_stats: { '2yr_mean_citedness': 5.2, h_index: 48, i10_index: 120 },
    affiliations: [{ institution: { id: 'https://openalex.org/I136199984', display_name: 'Harvard Medical School', country_code: 'US' }, years: [2015, 2024] }],
    last_known_institutions: [{ id: 'https://openalex.org/I136199984', display_name: 'Harvard Medical School', country_code: 'US' }],
  });
  /** An OpenAlex author with no Wikidata item. */
  const namesake = (id: string, institution: string, worksCount: number, cited: number) => ({
    id: `https://openalex.org/${id}`,
    orcid: null,
    display_name: 'Mary Chen',
    works_count: worksCount,
    cited_by_count: cited,
    affiliations: [{ institution: { display_name: institution }, years: [2020, 2025] }],
    last_known_institutions: [{ display_name: institution }],
  });
  const works = () => [
    work('W1', 'Rapamycin extends lifespan in genetically heterogeneous mice', 2009, 4200, `${base}/doi/10.1038/nature08221`, `${base}/pubmed/19587680`),
    work('W2', 'Epigenetic clocks of ageing', 2013, 3100, `${base}/doi/missing`, null),
    work('W3', 'Senolytics in aged mice', 2018, 1500, null, null),
  ];
  function work(id: string, title: string, year: number, cited: number, doi: string | null, pmid: string | null) {
    return {
      id: `https://openalex.org/${id}`,
      doi,
      title,
      display_name: title,
      publication_year: year,
      cited_by_count: cited,
      ids: { openalex: `https://openalex.org/${id}`, ...(pmid ? { pmid } : {}) },
      primary_location: { source: { display_name: 'Nature' } },
    };
  }

  function answer(path: string, query: URLSearchParams): [number, unknown] | undefined {
    if (path === '/w/rest.php/v1/search/page') {
      if (fail.has('wikipedia')) return [500, { error: 'down' }];
      const q = (query.get('q') ?? '').toLowerCase();
      return [
        200,
        {
          pages:
            q === 'ada longevity'
              ? [
                  {
                    id: 1,
                    key: 'Ada_Longevity',
                    title: 'Ada Longevity',
                    excerpt: 'Ada Longevity',
                    matched_title: null,
                    description: 'American biologist',
                    thumbnail: null,
                  },
                ]
              : [],
        },
      ];
    }
    if (path.startsWith('/api/rest_v1/page/summary/')) {
      if (fail.has('wikipedia')) return [500, { error: 'down' }];
      if (decodeURIComponent(path.split('/').pop() ?? '') !== 'Ada_Longevity') return [404, { type: 'not_found' }];
      return [
        200,
        {
          type: 'standard',
          title: 'Ada Longevity',
          displaytitle: 'Ada Longevity',
          pageid: 1,
          description: 'American biologist studying ageing',
          wikibase_item: 'Q100',
          extract:
            'Ada Longevity is an American biologist who studies the biology of ageing. She is a professor of genetics at Harvard Medical School. Her laboratory showed that rapamycin extends the lifespan of mice.',
          content_urls: { desktop: { page: `${base}/wiki/Ada_Longevity` }, mobile: { page: `${base}/wiki/Ada_Longevity` } },
        },
      ];
    }
    if (path === '/w/api.php') {
      if (fail.has('wikidata')) return [500, { error: 'down' }];
      const action = query.get('action');
      if (action === 'wbsearchentities') {
        const ids = searches[(query.get('search') ?? '').toLowerCase()] ?? [];
        return [
          200,
          {
            searchinfo: { search: query.get('search') },
            search: ids.map((id) => ({ id, title: id, concepturi: `http://www.wikidata.org/entity/${id}`, label: id })),
            success: 1,
          },
        ];
      }
      if (action === 'wbgetentities') {
        const ids = (query.get('ids') ?? '').split('|');
        const all = people() as Record<string, unknown>;
        const onlyLabels = query.get('props') === 'labels';
        const entities = Object.fromEntries(
          ids.map((id) => [
            id,
            onlyLabels ? { id, labels: labels[id] ? { en: { language: 'en', value: labels[id] } } : {} } : (all[id] ?? { id, missing: '' }),
          ]),
        );
        return [200, { entities, success: 1 }];
      }
    }
    if (path === '/authors') {
      if (fail.has('openalex')) return [500, { error: 'down' }];
      const q = (query.get('search') ?? '').toLowerCase();
      const results =
        q === 'ada longevity' ? [author()] : q === 'mary chen' ? [namesake('A201', 'UCSF', 87, 4120), namesake('A202', 'University of Toronto', 12, 310)] : [];
      return [200, { meta: { count: results.length, page: 1, per_page: 8 }, results }];
    }
    if (path === '/works') {
      if (fail.has('openalex')) return [500, { error: 'down' }];
      return [200, { meta: { count: 3 }, results: query.get('filter') === 'author.id:A100' ? works() : [] }];
    }
    return undefined;
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    hits.push(`${url.pathname}${url.search}`);
    const respond = () => {
      const json = answer(url.pathname, url.searchParams);
      if (json) return void res.writeHead(json[0], { 'Content-Type': 'application/json' }).end(JSON.stringify(json[1]));
      if (url.pathname === '/doi/missing') return void res.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>DOI not found</h1>');
      if (url.pathname.startsWith('/doi/')) return void res.writeHead(302, { Location: `/pages/article${url.pathname.slice(4)}` }).end();
      if (/^\/(pages|wiki|orcid|pubmed|openalex)\//.test(url.pathname))
        return void res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html><body>page</body></html>');
      res.writeHead(404).end();
    };
    if (delayMs > 0) setTimeout(respond, delayMs);
    else respond();
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
  return {
    url: base,
    hits,
    fail,
    portraits,
    setDelay: (ms: number) => void (delayMs = ms),
    /** API calls only (not the link checks of web pages). */
    apiCalls: () => hits.filter((hit) => /^\/(w\/|api\/rest_v1|authors|works)/.test(hit)),
    /** Environment pointing the app's research sources here (and letting link checks reach loopback). */
    env: (): Record<string, string> => ({
      WIKIPEDIA_BASE_URL: base,
      WIKIDATA_BASE_URL: base,
      OPENALEX_BASE_URL: base,
      ALLOW_PRIVATE_IMAGE_URLS: 'true',
    }),
    close,
  };
}

export type ResearchServer = Awaited<ReturnType<typeof startResearchServer>>;

/**
 * A model answer for the Ada Longevity fixture, citing the sources the pipeline numbers (S1
 * Wikipedia, S2 Wikidata, S3 OpenAlex, S4… works). It slips in a URL, a claim citing nothing, a
 * source that does not exist, and a sentence with a wrong year and a wrong institution while
 * citing a real source (the 2009 rapamycin paper): none of them may survive.
 */
export function adaProfileReply() {
  return {
    title: 'Professor of Genetics, Harvard Medical School',
    titleSourceIds: ['S1'],
    categories: ['academic', 'scientist_innovator'],
    categorySourceIds: ['S1', 'S2'],
    longevityContribution: [
      { text: 'Ada Longevity studies the biology of ageing.', sourceIds: ['S1'] },
      { text: 'Her laboratory showed that rapamycin extends the lifespan of mice (see https://invented.example/paper).', sourceIds: ['S1', 'S4'] },
      { text: 'In 2011 her laboratory at Stanford University showed that rapamycin extends lifespan in genetically heterogeneous mice.', sourceIds: ['S4'] },
      { text: 'She won the Nobel Prize in 2031.', sourceIds: [] },
    ],
    biography: [
      { text: 'She is a professor of genetics at Harvard Medical School.', sourceIds: ['S1', 'S3'] },
      { text: 'She has published 142 works, cited 15,234 times.', sourceIds: ['S3'] },
      { text: 'She grew up in Paris.', sourceIds: ['S99'] },
    ],
    scienceHighlights: [
      { topic: 'Rapamycin', summary: 'Rapamycin extended lifespan in genetically heterogeneous mice.', sourceIds: ['S4'] },
      { topic: 'Epigenetic clocks', summary: 'Described epigenetic clocks of ageing.', sourceIds: ['S5'] },
      { topic: 'Invented', summary: 'Cured ageing in humans.', sourceIds: [] },
      { topic: 'Senolytics', summary: 'Studied senolytics in aged mice.', sourceIds: ['S6'] },
    ],
  };
}

/** An OpenAI-server responder answering each schema the research asks for with the Ada fixture's grounded text. */
export function adaResponder(request: ReceivedRequest): Reply {
  const profile = adaProfileReply();
  switch (schemaNameOf(request)) {
    case 'expert_profile':
      return { json: profile };
    case 'expert_longevityContribution':
      return { json: { sentences: profile.longevityContribution } };
    case 'expert_biography':
      return { json: { sentences: profile.biography } };
    case 'expert_science_highlights':
      return { json: { scienceHighlights: profile.scienceHighlights } };
    default:
      return { status: 400, message: 'unexpected schema' };
  }
}
