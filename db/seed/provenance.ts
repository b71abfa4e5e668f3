import { NO_IDENTIFIERS, type ExpertProvenance, type ExpertSource, type ExpertSourceKind, type SupportableField } from '../../domain/provenance.ts';

/**
 * Provenance of the curated seed experts, keyed by the seed expert's name (db/seed/experts.ts):
 * the public sources each profile's statements rest on (with the day each was read), the
 * person's registry identifiers, commercial interests and neutral context notes, each sourced.
 * The seed loader writes it onto the expert row; `lastReviewedAt` is the day the entry was checked.
 *
 * How it was gathered (docs/DECISIONS.md, "Seed provenance (checked 2026-11-25)" and "Seed facts
 * re-checked (2026-11-28)"): every page was read as a stored copy through the offline search tool,
 * not fetched live, on the day its `retrievedAt` gives. Only
 * statements found on a page listed here were kept in the profile; the rest were softened or removed.
 * Every source is one a careful editor would cite (the rule is in DECISIONS: the English Wikipedia
 * article itself, registries, institutions, government, journals, the person's or organisation's own
 * site, major news and established trade or science press; never mirrors, staging hosts, document
 * dumps, content farms, transcript sites, third-party blogs or interested vendors), and
 * tests/seed-provenance.test.ts keeps the excluded hosts out.
 */
export type SeedProvenance = Omit<ExpertProvenance, 'aiAssisted' | 'lastReviewedAt'> & { lastReviewedAt: string };

/** The day the first check read its sources. */
const FIRST_READ = '2026-11-25';
/** The day every entry was re-checked (issue 32) and the sources added then were read. */
const RECHECKED = '2026-11-28';

function source(title: string, url: string, kind: ExpertSourceKind, supports: SupportableField[], retrievedAt: string = FIRST_READ): ExpertSource {
  return { title, url, kind, retrievedAt, supports };
}

function entry(parts: Pick<SeedProvenance, 'sources'> & Partial<Pick<SeedProvenance, 'disclosures' | 'contextNotes'>>): SeedProvenance {
  return {
    sources: parts.sources,
    // No stored page ties a Wikidata item, ORCID iD or OpenAlex author to any seed expert (searched
    // twice: registry pages, the English Wikipedia articles, datasets in public repositories), and
    // identifiers are never inferred, so every seed expert starts without them; an editor adds them
    // from the registry itself (docs/DECISIONS.md, "Seed provenance").
    identifiers: { ...NO_IDENTIFIERS },
    disclosures: parts.disclosures ?? [],
    contextNotes: parts.contextNotes ?? [],
    lastReviewedAt: RECHECKED,
  };
}

export const SEED_PROVENANCE: Record<string, SeedProvenance> = {
  'David Sinclair': entry({
    sources: [
      source('David A. Sinclair – Wikipedia', 'https://en.wikipedia.org/wiki/David_A._Sinclair', 'wikipedia', ['name', 'title', 'biography', 'books']),
      source('Research – Sinclair Lab, Harvard Medical School', 'https://sinclair.hms.harvard.edu/research', 'institution', [
        'longevityContribution',
        'scienceHighlights',
        'referenceLinks',
      ]),
      source(
        'NASA Goddard Scientific Colloquium: David Sinclair, "Science of Aging" (2024)',
        'https://scicolloq.gsfc.nasa.gov/Sinclair_2024.html',
        'institution',
        ['title', 'longevityContribution', 'biography', 'books', 'scienceHighlights'],
      ),
      source(
        'Unlocking Tissue Regenerative Potential by Epigenetic Reprogramming (Cell Stem Cell comment on Lu et al., Nature 2020) – PubMed',
        'https://pubmed.ncbi.nlm.nih.gov/33417872/',
        'publication',
        ['scienceHighlights'],
      ),
      source('Matthew LaPlante – Utah State University experts directory', 'https://www.usu.edu/experts/profile/matthew-laplante/', 'institution', [
        'biography',
        'books',
      ]),
      source('GlaxoSmithKline Scoops Up Sirtris – Xconomy (2008)', 'https://xconomy.com/boston/2008/04/22/glaxosmithkline-scoops-up-sirtris/', 'news', [
        'disclosures',
      ]),
      source(
        'Life Biosciences funds MDI Biological Laboratory aging course – MDI Biological Laboratory news release on EurekAlert! (2018)',
        'https://eurekalert.org/pub_releases/2018-08/mdib-lbf081618.php',
        'institution',
        ['disclosures'],
      ),
      source(
        'Outrage over dog aging claim (STAT story by Megan Molteni) – The Boston Globe, 2024-03-08, via PressReader',
        'https://www.pressreader.com/usa/the-boston-globe/20240308/281908778108318',
        'news',
        ['disclosures', 'contextNotes'],
      ),
      source(
        "A longevity researcher is facing backlash for claiming to 'reverse aging' – Business Insider (April 2024)",
        'https://www.businessinsider.com/reverse-aging-david-sinclair-2024-4',
        'news',
        ['disclosures', 'contextNotes'],
      ),
      source(
        'David Sinclair resigns as President of the Academy for Health & Lifespan Research – Longevity.Technology',
        'https://longevity.technology/news/david-sinclair-resigns-as-president-of-the-academy-for-health-lifespan-research/',
        'news',
        ['contextNotes'],
      ),
    ],
    disclosures: [
      {
        kind: 'founder',
        text: 'Co-founded Sirtris Pharmaceuticals, which GlaxoSmithKline agreed to buy for about $720 million in 2008.',
        sourceUrl: 'https://xconomy.com/boston/2008/04/22/glaxosmithkline-scoops-up-sirtris/',
      },
      {
        kind: 'founder',
        text: 'Co-founded Life Biosciences, a biotechnology company focused on extending healthspan, and was reported as its chairman in 2018.',
        sourceUrl: 'https://eurekalert.org/pub_releases/2018-08/mdib-lbf081618.php',
      },
      {
        kind: 'founder',
        text: 'A founder of Animal Biosciences, a veterinary supplement company headed by his brother.',
        sourceUrl: 'https://www.pressreader.com/usa/the-boston-globe/20240308/281908778108318',
      },
    ],
    contextNotes: [
      {
        text: 'In 2024 he resigned as president of the Academy for Health & Lifespan Research, a group he co-founded, after other scientists criticised a company press release that quoted him as saying a dog supplement had reversed ageing.',
        sourceUrl: 'https://longevity.technology/news/david-sinclair-resigns-as-president-of-the-academy-for-health-lifespan-research/',
      },
      {
        text: 'He has said he was misquoted: he told The Wall Street Journal that the quote he had approved for the Animal Biosciences press release read "proven to reverse the effects of aging in dogs".',
        sourceUrl: 'https://www.businessinsider.com/reverse-aging-david-sinclair-2024-4',
      },
    ],
  }),
  'Peter Attia': entry({
    sources: [
      source('Peter Attia – Wikipedia', 'https://en.wikipedia.org/wiki/Peter_Attia', 'wikipedia', ['name', 'biography', 'books', 'contextNotes']),
      source(
        'Aging Better: Peter Attia on "fixing the system" – Johns Hopkins Medicine (2024)',
        'https://www.hopkinsmedicine.org/news/articles/2024/02/aging-better',
        'institution',
        ['title', 'longevityContribution', 'biography', 'books', 'scienceHighlights'],
      ),
      source('Outlive by Peter Attia, MD, with Bill Gifford – Penguin Random House', 'https://www.randomhousebooks.com/books/705161/', 'publication', [
        'longevityContribution',
        'books',
        'scienceHighlights',
      ]),
      source(
        'Peter Attia exits as CBS News contributor after Epstein ties – USA Today via The Spokesman-Review (2026-02-23)',
        'https://www.spokesman.com/stories/2026/feb/23/peter-attia-exits-as-cbs-news-contributor-after-ep/',
        'news',
        ['contextNotes'],
      ),
      source(
        'Who is Peter Attia? Longevity influencer quits CBS News after appearing in Epstein files – Financial Express (2026)',
        'https://www.financialexpress.com/world-news/us-news/who-is-peter-attia-longevity-influencer-quits-cbs-news-after-appearing-in-over-1700-docs-of-epstein-files/4152890/',
        'news',
        ['biography', 'disclosures', 'contextNotes'],
      ),
    ],
    disclosures: [
      {
        kind: 'founder',
        text: 'Founded Early Medical, a medical practice focused on longevity medicine.',
        sourceUrl:
          'https://www.financialexpress.com/world-news/us-news/who-is-peter-attia-longevity-influencer-quits-cbs-news-after-appearing-in-over-1700-docs-of-epstein-files/4152890/',
      },
      {
        kind: 'founder',
        text: "Co-founded 10 Squared, a private members' training programme.",
        sourceUrl:
          'https://www.financialexpress.com/world-news/us-news/who-is-peter-attia-longevity-influencer-quits-cbs-news-after-appearing-in-over-1700-docs-of-epstein-files/4152890/',
      },
    ],
    contextNotes: [
      {
        text: 'In January 2026 he was hired as a contributor to CBS News and left the role the following month, after US Justice Department files showed he had exchanged emails with Jeffrey Epstein; he has said he was not involved in any criminal activity.',
        sourceUrl: 'https://www.spokesman.com/stories/2026/feb/23/peter-attia-exits-as-cbs-news-contributor-after-ep/',
      },
    ],
  }),
  'Valter Longo': entry({
    sources: [
      source('USC Lifespan Health', 'https://lifespanhealth.usc.edu/', 'institution', ['title', 'longevityContribution']),
      source(
        'Time inserisce Valter Longo tra i 50 più influenti – Lettera43 (2018)',
        'https://www.lettera43.it/it/articoli/scienza-e-tech/2018/10/19/time-valter-longo-dieta/224693/',
        'news',
        ['title', 'biography'],
      ),
      source('Valter Longo – TIME Health Care 50 (2018)', 'https://time.com/collection/health-care-50/5425015/valter-longo/', 'news', [
        'title',
        'longevityContribution',
        'books',
      ]),
      source(
        'Kale crackers and hibiscus tea: my five days on a "fasting diet" – STAT (2017)',
        'https://www.statnews.com/2017/06/13/prolon-fasting-diet/',
        'news',
        ['longevityContribution', 'disclosures'],
      ),
      source('Valter Longo and the science of fasting – STAT (2017)', 'https://www.statnews.com/2017/06/13/fasting-diet-valter-longo/', 'news', [
        'longevityContribution',
        'biography',
      ]),
      source(
        'Fasting vs dietary restriction in cellular protection and cancer treatment (Lee & Longo, Oncogene 2011)',
        'https://www.nature.com/articles/onc201191',
        'publication',
        ['longevityContribution', 'scienceHighlights'],
      ),
      source(
        'Study of Ecuadorians with Laron syndrome, led by Valter Longo and Jaime Guevara-Aguirre – Cancer (Wiley), news section (2011)',
        'https://onlinelibrary.wiley.com/doi/10.1002/cncr.26211/full',
        'publication',
        ['scienceHighlights'],
      ),
    ],
    disclosures: [
      {
        kind: 'founder',
        text: 'Founded L-Nutra, the company that markets the ProLon fasting-mimicking diet.',
        sourceUrl: 'https://www.statnews.com/2017/06/13/prolon-fasting-diet/',
      },
    ],
  }),
  'Nir Barzilai': entry({
    sources: [
      source(
        'Geroscience Comes of Age – Albert Einstein College of Medicine',
        'https://www.einsteinmed.edu/departments/medicine/articles/4825/geroscience-comes-of-age/',
        'institution',
        ['title', 'longevityContribution', 'biography', 'scienceHighlights'],
      ),
      source(
        'Nir Barzilai: The Secrets of Centenarians – Buck Institute podcast',
        'https://buckinstitute.org/podcasts/nir-barzilai-the-secrets-of-centenarians',
        'institution',
        ['title', 'biography'],
      ),
      source('Mission (Not) Impossible – Science of Aging Knowledge Environment (2003)', 'http://sageke.sciencemag.org/cgi/content/full/2003/49/nf20', 'news', [
        'biography',
      ]),
      source(
        "Nir Barzilai's TAME Study in Motherboard – American Federation for Aging Research",
        'https://www.afar.org/news/view/board-member-in-the-news-nir-barzilais-tame-study-in-vice.coms-motherboard/',
        'institution',
        ['longevityContribution', 'scienceHighlights'],
      ),
      source(
        'What may be the strongest link to longevity – Milken Institute',
        'https://milkeninstitute.org/articles/what-may-be-strongest-link-longevity',
        'institution',
        ['biography', 'scienceHighlights', 'disclosures'],
      ),
      source(
        'Centenarian advantage: some old folks make cholesterol in a big way – Science News (2003)',
        'https://www.sciencenews.org/article/centenarian-advantage-some-old-folks-make-cholesterol-big-way',
        'news',
        ['scienceHighlights'],
      ),
    ],
    disclosures: [
      {
        kind: 'founder',
        text: 'Co-founded CohBar, a biotechnology company developing mitochondria-based therapeutics for diseases of ageing.',
        sourceUrl: 'https://milkeninstitute.org/articles/what-may-be-strongest-link-longevity',
      },
    ],
  }),
  'Aubrey de Grey': entry({
    sources: [
      source('Aubrey de Grey – Wikipedia', 'https://en.wikipedia.org/wiki/Aubrey_de_Grey', 'wikipedia', ['name', 'title', 'biography', 'books']),
      source('Statement from the SENS Research Foundation Board of Directors (2021-08-22)', 'https://www.sens.org/2021/08/22/', 'official', ['contextNotes']),
      source('Executive Summary, Investigative Report – SENS Research Foundation', 'https://www.sens.org/executive-summary-investigative-report/', 'official', [
        'biography',
        'contextNotes',
      ]),
      source(
        'LEV begins experiments aiming to double the lifespan of middle-aged mice – New Atlas',
        'https://newatlas.com/health-wellbeing/lev-robust-mouse-rejuvenation/',
        'news',
        ['longevityContribution', 'biography'],
      ),
      source(
        'Author portends perpetual youth (review of Ending Aging) – Deseret News',
        'https://www.deseretnews.com/article/695210061/Author-portends-perpetual-youth.html',
        'news',
        ['books', 'scienceHighlights'],
      ),
    ],
    contextNotes: [
      {
        text: 'In August 2021 the SENS Research Foundation\'s board unanimously decided to separate from him as chief science officer, effective immediately, citing "communications by Dr. de Grey indirectly attempting to apply pressure on one of the investigation\'s participants" in the independent investigation into his conduct that it had begun in June 2021.',
        sourceUrl: 'https://www.sens.org/2021/08/22/',
      },
      {
        text: 'The foundation later published the executive summary of the investigator\'s report, presented to its board on 8 September 2021; introducing it, the foundation wrote that the summary "substantiates many of the concerns of boundary-crossing behavior initially raised by the complainants" and that the investigator\'s "assessment affirms that Dr. de Grey improperly attempted to exert influence" over one of the complainants.',
        sourceUrl: 'https://www.sens.org/executive-summary-investigative-report/',
      },
    ],
  }),
  'Steve Horvath': entry({
    sources: [
      source('Steve Horvath – Wikipedia', 'https://en.wikipedia.org/wiki/Steve_Horvath', 'wikipedia', [
        'name',
        'title',
        'longevityContribution',
        'biography',
        'scienceHighlights',
      ]),
      source(
        'Can ageing be cured? Scientists are giving it a try – National Geographic UK (2022)',
        'https://www.nationalgeographic.co.uk/science-and-technology/2022/12/can-ageing-be-cured-scientists-are-giving-it-a-try',
        'news',
        ['title', 'biography'],
      ),
      source(
        'Altos bursts out of stealth with $3B – Fierce Biotech (January 2022)',
        'https://www.fiercebiotech.com/biotech/altos-bursts-out-stealth-3b-a-dream-team-c-suite-and-a-wildly-ambitious-plan-to-reverse',
        'news',
        ['biography'],
      ),
      source(
        'Eterna giovinezza: Altos Labs, la start-up della Silicon Valley – Il Mattino (September 2021)',
        'https://www.ilmattino.it/salute_e_benessere/eterna_giovinezza_altos_labs_silicon_valley_jeff_bezos-6191206.html',
        'news',
        ['biography', 'disclosures'],
      ),
      source(
        'Geneticist awarded $2.3 million to unravel workings of epigenetic clock – UCLA Newsroom',
        'https://newsroom.ucla.edu/dept/faculty/geneticist-awarded-2-3-million-to-unravel-workings-of-epigenetic-clock',
        'institution',
        ['title', 'longevityContribution', 'biography'],
      ),
      source(
        'DNA methylation GrimAge strongly predicts lifespan and healthspan (Aging, 2019) – PMC',
        'https://pmc.ncbi.nlm.nih.gov/articles/PMC6366976',
        'publication',
        ['longevityContribution', 'scienceHighlights'],
      ),
      source('Universal DNA methylation age across mammalian tissues (Nature Aging, 2023)', 'https://hdl.handle.net/10023%2F28280', 'publication', [
        'longevityContribution',
        'scienceHighlights',
      ]),
      source('The universal clock of aging – Nautilus', 'https://nautil.us/the-universal-clock-of-aging-259337', 'news', [
        'longevityContribution',
        'scienceHighlights',
      ]),
    ],
    disclosures: [
      {
        kind: 'other',
        text: 'Was reported in 2021 to be joining Altos Labs, a privately funded company working on cellular rejuvenation.',
        sourceUrl: 'https://www.ilmattino.it/salute_e_benessere/eterna_giovinezza_altos_labs_silicon_valley_jeff_bezos-6191206.html',
      },
    ],
  }),
  'Andrew Huberman': entry({
    sources: [
      source('The Huberman Effect – Stanford Magazine (July 2023)', 'https://stanfordmag.org/contents/the-huberman-effect', 'news', [
        'title',
        'longevityContribution',
        'biography',
      ]),
      source(
        'Neural activity promotes long-distance, target-specific regeneration of adult retinal axons (Nature Neuroscience, 2016)',
        'https://www.nature.com/articles/nn.4340',
        'publication',
        ['biography', 'scienceHighlights'],
      ),
      source(
        'The battle over AG1, the influencer-famous greens powder – Fortune (syndicated by Yahoo)',
        'https://uk.style.yahoo.com/battle-over-ag1-influencer-famous-110000347.html',
        'news',
        ['disclosures'],
      ),
    ],
    disclosures: [
      {
        kind: 'product',
        text: 'Has promoted the AG1 supplement drink on the Huberman Lab podcast.',
        sourceUrl: 'https://uk.style.yahoo.com/battle-over-ag1-influencer-famous-110000347.html',
      },
    ],
  }),
  'Bryan Johnson': entry({
    sources: [
      source(
        'Inside the intense daily routine of the tech millionaire trying to make himself 18 again – GQ India',
        'https://www.gqindia.com/look-good/content/inside-the-intense-daily-routine-of-the-tech-millionaire-trying-to-make-himself-18-again',
        'news',
        ['title', 'longevityContribution', 'biography', 'scienceHighlights'],
      ),
      source(
        'Profile of Bryan Johnson: Braintree, Kernel and OS Fund – Chicago Booth Magazine (2019-05-09)',
        'https://www.chicagobooth.edu/magazine/bryan-johnson-kernel-os-fund',
        'institution',
        ['name', 'title', 'biography', 'disclosures'],
      ),
      source(
        'My favorite mobile startup just got bought by eBay – Slate (2013)',
        'https://www.slate.com/blogs/future_tense/2013/09/26/ebay_purchases_mobile_startup_braintree_what_s_next_for_e_payment_app_venmo.html',
        'news',
        ['biography'],
      ),
      source(
        "Netflix doc Don't Die captures the ecstasy and delusion of the anti-aging vanguard – Paste",
        'https://www.pastemagazine.com/movies/dont-die/dont-die-netflix-review-bryan-johnson-documentary-chris-smith-live-forever-talmage',
        'news',
        ['biography'],
      ),
      source(
        "'Meme king of longevity' now wants to sell followers olive oil (New York Times story by Christopher Beam) – Inland Valley Daily Bulletin, 2024-02-04, via PressReader",
        'https://www.pressreader.com/usa/inland-valley-daily-bulletin/20240204/281676849805135',
        'news',
        ['title', 'longevityContribution', 'biography', 'disclosures'],
      ),
    ],
    disclosures: [
      {
        kind: 'founder',
        text: 'Founded Blueprint, which sells supplements and packaged foods based on his protocol.',
        sourceUrl: 'https://www.pressreader.com/usa/inland-valley-daily-bulletin/20240204/281676849805135',
      },
      {
        kind: 'founder',
        text: 'Founded Kernel, a company building brain-measurement devices, and the venture fund OS Fund.',
        sourceUrl: 'https://www.chicagobooth.edu/magazine/bryan-johnson-kernel-os-fund',
      },
    ],
  }),
  'Rhonda Patrick': entry({
    sources: [
      source(
        'A biochemist breaks down wellness fads (Rhonda Patrick) – Outside',
        'https://www.outsideonline.com/health/wellness/biochemists-advice-wellness/',
        'news',
        ['name', 'title', 'longevityContribution', 'biography'],
      ),
      source(
        "Omega-3 fatty acids and vitamin D may control brain serotonin – Children's Hospital Oakland Research Institute release on Newswise (2015)",
        'https://www.newswise.com/articles/omega-3-fatty-acids-and-vitamin-d-may-control-brain-serotonin-affecting-behavior-and-psychiatric-disorders2',
        'institution',
        ['biography', 'scienceHighlights'],
      ),
      source(
        'Omega-3 fatty acids, vitamin D may control brain serotonin – Business Standard (PTI, 2015)',
        'https://www.business-standard.com/amp/article/pti-stories/omega-3-fatty-acids-vitamin-d-may-control-brain-serotonin-115022700673_1.html',
        'news',
        ['biography', 'scienceHighlights'],
      ),
    ],
  }),
  'Alex Zhavoronkov': entry({
    sources: [
      source('Alex Zhavoronkov: Live Long and Prosper – Proto.life (2022)', 'https://proto.life/2022/11/alex-zhavoronkov-live-long-and-prosper/', 'news', [
        'title',
        'longevityContribution',
        'biography',
        'scienceHighlights',
      ]),
      source('Deep biomarkers of aging and longevity: from research to applications (Aging, 2019)', 'https://aging-us.com/article/102475/text', 'publication', [
        'biography',
        'scienceHighlights',
      ]),
      source(
        'Startup launches longevity-as-a-service with its aging clocks – Diagnostics World (2020)',
        'https://diagnosticsworldnews.com/news/2020/07/17/startup-launches-longevity-as-a-service-with-its-aging-clocks',
        'news',
        ['biography', 'scienceHighlights', 'disclosures'],
      ),
      source(
        'Profile of Alex Zhavoronkov, co-founder and CEO of Insilico Medicine – Taipei Times (2016-01-05)',
        'https://www.taipeitimes.com/News/feat/archives/2016/01/05/2003636451',
        'news',
        ['title', 'biography'],
      ),
    ],
    disclosures: [
      {
        kind: 'founder',
        text: 'Founded Insilico Medicine, an AI drug-discovery company, and was founder and chief executive of its 2020 spin-off Deep Longevity.',
        sourceUrl: 'https://diagnosticsworldnews.com/news/2020/07/17/startup-launches-longevity-as-a-service-with-its-aging-clocks',
      },
    ],
  }),
  'Matt Kaeberlein': entry({
    sources: [
      source(
        'Ekspert od starzenia daje proste rady – Business Insider Polska',
        'https://businessinsider.com.pl/rozwoj-osobisty/zdrowie/ekspert-od-starzenia-daje-proste-rady-jak-zyc-w-zdrowiu-sam-dlugo-je-ignorowal/rc8jsc0',
        'news',
        ['title', 'biography'],
      ),
      source(
        "Optispan builds toolkit for Medicine 3.0 (by Steve Spencer) – Birmingham Medical News, on its publisher's Bondware site",
        'https://birminghammedce.bondwaresite.com/article/9276/optispan-builds-toolkit-for-medicine-30',
        'news',
        ['title', 'biography', 'disclosures'],
        RECHECKED,
      ),
      source(
        'Human Elements: what dogs can teach us about how we age – Crosscut (2022)',
        'https://crosscut.com/environment/2022/04/human-elements-what-dogs-can-teach-us-about-how-we-age',
        'news',
        ['title', 'longevityContribution', 'biography', 'scienceHighlights'],
      ),
      source(
        'Outrage over dog aging claim (STAT story by Megan Molteni) – The Boston Globe, 2024-03-08, via PressReader',
        'https://www.pressreader.com/usa/the-boston-globe/20240308/281908778108318',
        'news',
        ['biography'],
      ),
      source(
        'Career profile of Matt Kaeberlein – Science Careers (2002-12-18)',
        'http://sciencecareers.sciencemag.org/career_magazine/previous_issues/articles/2002_12_18/nodoi.5278667683856584216',
        'news',
        ['biography'],
      ),
      source(
        'Matt Kaeberlein on how he came to ageing research – SAGE KE community forum (2002)',
        'http://sageke.sciencemag.org/community/forum/short/sageke_el_149.dtl',
        'news',
        ['biography'],
      ),
      source(
        'The Dog Aging Project: Translational Geroscience in Companion Animals (2016) – PMC',
        'https://pmc.ncbi.nlm.nih.gov/articles/PMC4936929',
        'publication',
        ['longevityContribution', 'biography', 'scienceHighlights'],
      ),
      source('What every dog deserves: the TRIAD trial – Wisconsin Veterinary Medical Association', 'https://wvma.org/what-every-dog-deserves', 'institution', [
        'longevityContribution',
        'scienceHighlights',
        'referenceLinks',
      ]),
      source(
        'Regulation of yeast replicative life span by TOR and Sch9 in response to nutrients (Science, 2005) – SAGE KE',
        'http://sageke.sciencemag.org/cgi/content/abstract/2005/47/or20',
        'publication',
        ['longevityContribution', 'scienceHighlights'],
      ),
    ],
    disclosures: [
      {
        kind: 'founder',
        text: 'Co-founded Optispan, a health-technology company focused on preventive, longevity-oriented care, with Dave Sabey in 2023.',
        sourceUrl: 'https://birminghammedce.bondwaresite.com/article/9276/optispan-builds-toolkit-for-medicine-30',
      },
    ],
  }),
  'Eric Verdin': entry({
    sources: [
      source(
        'Buck Institute names new CEO – Marin Independent Journal (2016)',
        'https://www.marinij.com/2016/11/18/buck-institute-for-research-on-aging-names-new-ceo-announces-10m-board-donation/',
        'news',
        ['title', 'biography'],
      ),
      source(
        'Profile of Eric Verdin, CEO of the Buck Institute – Marin Magazine (February 2020, p. 38)',
        'https://digital.marinmagazine.com/marinmagazine/february_2020?pg=38',
        'news',
        ['title', 'longevityContribution', 'biography'],
      ),
      source('Buck Institute for Research on Aging – Wikipedia', 'https://en.wikipedia.org/wiki/Buck_Institute_for_Research_on_Aging', 'wikipedia', [
        'title',
        'longevityContribution',
        'referenceLinks',
      ]),
      source(
        'Suppression of oxidative stress by β-hydroxybutyrate, an endogenous histone deacetylase inhibitor (Science, 2013) – PMC',
        'https://pmc.ncbi.nlm.nih.gov/articles/PMC3735349/',
        'publication',
        ['longevityContribution', 'biography', 'scienceHighlights'],
      ),
      source('NAD+ in aging, metabolism, and neurodegeneration (Science, 2015)', 'https://science.sciencemag.org/content/350/6265/1208', 'publication', [
        'longevityContribution',
        'biography',
        'scienceHighlights',
      ]),
    ],
  }),
  'Judith Campisi': entry({
    sources: [
      source('In memoriam: Judith Campisi (1948–2024) – Aging (PMC)', 'https://pmc.ncbi.nlm.nih.gov/articles/PMC10917548', 'publication', [
        'title',
        'longevityContribution',
        'biography',
        'scienceHighlights',
      ]),
      source(
        'Paying tribute to Buck Professor Judith Campisi – Buck Institute (2024)',
        'https://www.buckinstitute.org/blog/paying-tribute-to-buck-professor-judith-campisi/',
        'institution',
        ['name', 'title', 'longevityContribution', 'biography', 'scienceHighlights'],
      ),
      source(
        'Judy Campisi elected to the National Academy of Sciences – Buck Institute',
        'https://www.buckinstitute.org/news/judy-campisi-nas/',
        'institution',
        ['title', 'longevityContribution'],
      ),
      source(
        'Career profile of Judith Campisi – Science Careers (2004-01-16)',
        'http://sciencecareers.sciencemag.org/career_magazine/previous_issues/articles/2004_01_16/nodoi.10983905553818610552',
        'news',
        ['biography', 'scienceHighlights'],
      ),
      source(
        'Adiós a Judith Campisi, pionera y mentora de la biología del envejecimiento – El País (2024-01-24)',
        'https://elpais.com/ciencia/2024-01-24/adios-a-judith-campisi-pionera-y-mentora-de-la-biologia-del-envejecimiento.html',
        'news',
        ['longevityContribution', 'biography'],
      ),
    ],
  }),
  'Cynthia Kenyon': entry({
    sources: [
      source(
        'Live long and prosper: a conversation about aging with Cynthia Kenyon – UCSF (2007)',
        'https://www.ucsf.edu/news/2007/01/103428/live-long-and-prosper-conversation-about-aging-cynthia-kenyon',
        'institution',
        ['longevityContribution', 'biography', 'scienceHighlights'],
      ),
      source(
        'Aging expert to talk at Mission Bay public library – UCSF (2006)',
        'https://www.ucsf.edu/news/2006/06/6740/aging-expert-talk-mission-bay-public-library',
        'institution',
        ['biography'],
      ),
      source(
        'age-1 and daf-2 (1988–1993) – Buck Institute online learning',
        'https://onlinelearning.buckinstitute.org/age-1-and-daf-2-1988-1993/',
        'institution',
        ['longevityContribution', 'scienceHighlights'],
      ),
      source(
        "Google's life-extending initiative Calico brings on UCSF scientist – San Jose Business Journal (2014)",
        'https://www.bizjournals.com/sanjose/news/2014/04/21/googles-life-extending-initiative-calico-brings-on.html',
        'news',
        ['biography', 'longevityContribution', 'disclosures'],
      ),
      source('Cynthia Kenyon, Calico – Fierce Biotech special report', 'https://www.fiercebiotech.com/special-report/cynthia-kenyon-calico-google', 'news', [
        'title',
        'biography',
        'disclosures',
      ]),
      source(
        "Google adds UCSF geneticist to Calico's roster – Fierce Biotech (2014)",
        'https://www.fiercebiotech.com/deals/google-adds-ucsf-geneticist-to-calico-s-roster',
        'news',
        ['biography', 'disclosures'],
      ),
    ],
    disclosures: [
      {
        kind: 'other',
        text: 'Has been vice president of aging research at Calico Life Sciences, which she joined in 2014.',
        sourceUrl: 'https://www.fiercebiotech.com/special-report/cynthia-kenyon-calico-google',
      },
      {
        kind: 'founder',
        text: 'Co-founded Elixir Pharmaceuticals in 1999; the company had closed by 2014.',
        sourceUrl: 'https://www.fiercebiotech.com/deals/google-adds-ucsf-geneticist-to-calico-s-roster',
      },
    ],
  }),
  'Linda Partridge': entry({
    sources: [
      source('Dame Linda Partridge FRS – Oxford Talks', 'https://talks.ox.ac.uk/talks/id/f054af62-bd99-466f-9eb2-c51040c366d4/', 'institution', [
        'title',
        'longevityContribution',
        'biography',
      ]),
      source('Professor Dame Linda Partridge – SFRR International meeting biography', 'https://sfrr.org/www.sfrrimeeting.org/bio-partridge', 'institution', [
        'name',
        'title',
        'biography',
      ]),
      source(
        'Max Planck Society approves an institute for the biology of ageing and names its three founding directors – Chemistry World',
        'https://www.chemistryworld.com/news/institute-to-study-how-we-age/3002174.article',
        'news',
        ['title', 'biography'],
        RECHECKED,
      ),
      source(
        'Linda Partridge zum Mitglied der Leopoldina gewählt – Max Planck Institute for Biology of Ageing',
        'https://www.age.mpg.de/315484/linda-partridge-zum-mitglied-der-leopoldina-gewaehlt?c=252702',
        'institution',
        ['title', 'biography'],
        RECHECKED,
      ),
      source(
        'Mendel Medal 2021: Professor Dame Linda Partridge – The Genetics Society',
        'https://genetics.org.uk/medals-and-prizes/genetics-society-medals-and-lectures/mendel-medal/mendel-medal-2021-professor-dame-linda-partridge/',
        'institution',
        ['longevityContribution', 'biography', 'scienceHighlights'],
      ),
      source(
        'The Ras-Erk-ETS signaling pathway is a drug target for longevity (Slack et al., Cell 2015) – PubMed',
        'https://pubmed.ncbi.nlm.nih.gov/26119340/',
        'publication',
        ['scienceHighlights'],
      ),
      source(
        'Mechanisms of life span extension by rapamycin in the fruit fly Drosophila melanogaster (Bjedov et al., Cell Metabolism 2010) – PMC',
        'https://pmc.ncbi.nlm.nih.gov/articles/PMC2824086',
        'publication',
        ['scienceHighlights'],
      ),
    ],
  }),
  'Vadim Gladyshev': entry({
    sources: [
      source('Life begins... at the onset of ageing: interview with Vadim Gladyshev – Skoltech (2021)', 'http://read.skoltech.ru/gladyshev_en', 'institution', [
        'title',
        'biography',
        'referenceLinks',
      ]),
      source(
        'Genome sequencing reveals insights into physiology and longevity of the naked mole rat (Nature, 2011) – PMC',
        'https://pmc.ncbi.nlm.nih.gov/articles/PMC3319411',
        'publication',
        ['longevityContribution', 'scienceHighlights'],
      ),
      source('Characterization of mammalian selenoproteomes (Science, 2003)', 'https://science.sciencemag.org/content/300/5624/1439', 'publication', [
        'biography',
        'scienceHighlights',
      ]),
      source(
        "Aging's 'ground zero' could become rejuvenation clinical target – Longevity.Technology",
        'https://longevity.technology/news/agings-ground-zero-could-become-rejuvenation-clinical-target/',
        'news',
        ['title', 'longevityContribution', 'biography', 'scienceHighlights'],
      ),
    ],
  }),
  'Morgan Levine': entry({
    sources: [
      source(
        'A new aging measure captures morbidity and mortality risk across diverse subpopulations from NHANES IV (PLOS Medicine, 2018) – PMC',
        'https://pmc.ncbi.nlm.nih.gov/articles/PMC6312200',
        'publication',
        ['longevityContribution', 'scienceHighlights'],
      ),
      source(
        'An epigenetic biomarker of aging for lifespan and healthspan (Levine et al., Aging 2018)',
        'https://doi.org/10.18632/aging.101414',
        'publication',
        ['title', 'longevityContribution', 'biography', 'scienceHighlights'],
      ),
      source('The science behind Index – Elysium Health', 'https://elysiumhealth.com/pages/science-behind-index', 'official', ['biography', 'disclosures']),
    ],
    disclosures: [
      {
        kind: 'other',
        text: 'Worked with Elysium Health, which sells supplements and tests, to develop Index, the epigenetic age test it sells.',
        sourceUrl: 'https://elysiumhealth.com/pages/science-behind-index',
      },
    ],
  }),
  'Eric Topol': entry({
    sources: [
      source('Eric Topol – Wikipedia', 'https://en.wikipedia.org/wiki/Eric_Topol', 'wikipedia', ['name', 'title', 'biography', 'books']),
      source(
        'Interview with Eric J. Topol, MD – American College of Cardiology (2021)',
        'https://www.acc.org/Membership/Sections-and-Councils/Medical-Students/Interviews/2021/01/12/19/44/Interview-With-Eric-J-Topol-MD',
        'institution',
        ['title', 'biography', 'books'],
      ),
      source('Super Agers: An Evidence-Based Approach to Longevity – Publishers Weekly', 'https://publishersweekly.com/9781668067666', 'news', [
        'longevityContribution',
        'books',
      ]),
      source(
        'Whole-genome sequencing of a healthy aging cohort (the Wellderly study; Erikson et al., Cell 2016)',
        'https://doi.org/10.1016/j.cell.2016.03.022',
        'publication',
        ['longevityContribution', 'scienceHighlights'],
      ),
      source(
        'Scripps study of the "Wellderly" – The San Diego Union-Tribune (2016-04-28)',
        'https://www.sandiegouniontribune.com/business/biotech/sdut-genetics-wellderly-2016apr28-htmlstory.html',
        'news',
        ['longevityContribution', 'scienceHighlights'],
      ),
      source('The next phase of Ground Truths – Eric Topol', 'https://erictopol.substack.com/p/the-next-phase-of-ground-truths', 'official', [
        'biography',
        'referenceLinks',
      ]),
      source('Deep Medicine – Hachette Book Group', 'https://www.hachettebookgroup.com/titles/eric-topol-md/deep-medicine/9781541644649/', 'publication', [
        'books',
        'scienceHighlights',
      ]),
    ],
  }),
  'Dan Buettner': entry({
    sources: [
      source(
        'The secret to living longer? Stop living the way you do now (review of Live to 100) – Irish Independent (2023-08-31)',
        'https://www.independent.ie/entertainment/television/tv-reviews/the-secret-to-living-longer-stop-living-the-way-you-do-now/a1334766172.html',
        'news',
        ['title', 'longevityContribution', 'biography'],
      ),
      source(
        'Adventist Health invests in Blue Zones – Levin Associates, Health Care M&A News (2020-04-14)',
        'https://healthcare.levinassociates.com/2020/04/14/adventist-invests-in-blue-zones/',
        'news',
        ['title', 'biography', 'disclosures'],
      ),
      source(
        'Adventist Health acquires Blue Zones – Adventist Review (2020)',
        'https://adventistreview.org/news/adventist-health-acquires-blue-zones-to-improve-community-health-and-wellbeing/',
        'news',
        ['biography', 'disclosures', 'scienceHighlights'],
      ),
      source('Dan Buettner, Blue Zones founder – Blue Zones', 'https://www.bluezones.com/author/danbuettner/', 'official', ['name', 'title', 'books']),
      source('The Blue Zones – Experience Life', 'https://experiencelife.com/article/the-blue-zones/', 'news', [
        'longevityContribution',
        'books',
        'scienceHighlights',
      ]),
      source(
        "Minnesotan Dan Buettner's new cookbook – Star Tribune",
        'https://startribune.com/minnesotan-dan-buettners-new-cookbook-could-add-10-years-to-your-life/600268971',
        'news',
        ['books', 'longevityContribution'],
      ),
    ],
    disclosures: [
      {
        kind: 'founder',
        text: 'Founded Blue Zones, a company that runs community well-being programmes; Adventist Health acquired it in 2020.',
        sourceUrl: 'https://healthcare.levinassociates.com/2020/04/14/adventist-invests-in-blue-zones/',
      },
    ],
  }),
  'Laura Deming': entry({
    sources: [
      source(
        'This Kiwi prodigy wants to help make your world-changing idea happen – Vice',
        'https://www.vice.com/en/article/8xb3mg/this-kiwi-prodigy-wants-to-help-make-your-world-changing-idea-happen',
        'news',
        ['biography', 'longevityContribution'],
      ),
      source(
        '23-year-old VC bets on lengthening health span – Proto.life (2017)',
        'https://proto.life/2017/08/23-year-old-vc-bets-on-lengthening-health-span/',
        'news',
        ['longevityContribution', 'biography'],
      ),
      source(
        'Profile of Laura Deming and The Longevity Fund – STAT (2018-05-22)',
        'https://www.statnews.com/2018/05/22/laura-deming-profile-longevity-fund/',
        'news',
        ['title', 'longevityContribution', 'biography', 'disclosures'],
      ),
      source(
        'Cryopreservation start-up Cradle comes out of stealth (in Slovak) – Trend (Slovakia)',
        'https://trend.sk/index.php/spravy/kryoniky-chce-vniest-novy-vietor-startup-veri-pride-to-ako-ozivit-zmrazene-tela',
        'news',
        ['title', 'longevityContribution', 'biography', 'disclosures'],
      ),
      source('Why I love cryo – Laura Deming', 'https://notebook.ldeming.com/whyilovecryo', 'official', ['longevityContribution']),
    ],
    disclosures: [
      {
        kind: 'founder',
        text: 'Founded The Longevity Fund, a venture firm investing in longevity biotechnology.',
        sourceUrl: 'https://www.statnews.com/2018/05/22/laura-deming-profile-longevity-fund/',
      },
      {
        kind: 'founder',
        text: 'Co-founded Cradle Healthcare, a cryopreservation company that had raised $48 million when it came out of stealth.',
        sourceUrl: 'https://trend.sk/index.php/spravy/kryoniky-chce-vniest-novy-vietor-startup-veri-pride-to-ako-ozivit-zmrazene-tela',
      },
    ],
  }),
  'Peter Diamandis': entry({
    sources: [
      source(
        'Peter Diamandis, XPRIZE – LEADERS Magazine (October 2025)',
        'https://leadersmag.com/issues/2025.4_Oct/PUR/LEADERS_Diamandis_XPRIZE.html',
        'news',
        ['title', 'biography', 'books', 'disclosures'],
      ),
      source(
        'Peter H. Diamandis, M.D. – New Mexico Museum of Space History, International Space Hall of Fame',
        'https://www.nmspacemuseum.org/inductee/peter-h-diamandis-m-d/',
        'institution',
        ['name', 'longevityContribution', 'biography', 'books', 'disclosures'],
      ),
      source('Peter Diamandis – Wikipedia', 'https://en.wikipedia.org/wiki/Peter_Diamandis', 'wikipedia', ['name', 'biography']),
      source(
        "Exclusive: XPRIZE's and Singularity's Peter Diamandis – San Jose Business Journal (2016)",
        'https://www.bizjournals.com/sanjose/news/2016/09/13/exclusive-xprizes-and-singularitys-peter-diamandis.html',
        'news',
        ['title', 'biography'],
      ),
      source(
        'Abundance: The Future Is Better Than You Think – review, The Christian Science Monitor (2012-02-28)',
        'https://www.csmonitor.com/Books/Book-Reviews/2012/0228/Abundance-The-Future-is-Better-Than-You-Think',
        'news',
        ['books'],
      ),
      source(
        'XPRIZE and Hevolution launch $101 million XPRIZE Healthspan (2023)',
        'https://impactmaps.xprize.org/prizes/healthspan/articles/xprize-hevolution-solve-fshd-launch-101-million-healthspan-largest-history',
        'official',
        ['longevityContribution', 'scienceHighlights'],
      ),
    ],
    disclosures: [
      {
        kind: 'founder',
        text: 'Co-founded Human Longevity, Inc., a genomics-based health company.',
        sourceUrl: 'https://www.nmspacemuseum.org/inductee/peter-h-diamandis-m-d/',
      },
      {
        kind: 'founder',
        text: 'Co-founded Fountain Life, a longevity health company, and was described as its chairman in 2025.',
        sourceUrl: 'https://leadersmag.com/issues/2025.4_Oct/PUR/LEADERS_Diamandis_XPRIZE.html',
      },
      {
        kind: 'founder',
        text: 'Co-founded BOLD Capital, a venture fund that invests in areas including health and longevity.',
        sourceUrl: 'https://leadersmag.com/issues/2025.4_Oct/PUR/LEADERS_Diamandis_XPRIZE.html',
      },
    ],
  }),
  'Paul F. Glenn': entry({
    sources: [
      source(
        'The Buck Institute mourns the passing of Paul F. Glenn (2020)',
        'https://www.buckinstitute.org/news/the-buck-institute-mourns-the-passing-of-paul-f-glenn-a-major-champion-of-research-on-aging/',
        'institution',
        ['name', 'title', 'longevityContribution', 'biography', 'scienceHighlights', 'referenceLinks'],
      ),
      source('In memoriam: Paul F. Glenn – Salk Institute', 'https://www.salk.edu/news-release/in-memoriam-paul-f-glenn/', 'institution', [
        'longevityContribution',
        'biography',
        'scienceHighlights',
      ]),
      source(
        'In passing: Paul F. Glenn, 1930–2020 – Montecito Journal',
        'https://www.montecitojournal.net/2020/10/29/in-passing-paul-f-glenn-1930-2020/',
        'news',
        ['title', 'biography'],
      ),
      source('Glenn Foundation – Harvard Medical School, our donors', 'https://hms.harvard.edu/departments/giving/our-donors/glenn-foundation', 'institution', [
        'biography',
        'referenceLinks',
      ]),
      source('Paul F. Glenn – MIT School of Science, alumni and friends', 'https://web.mit.edu/science/alumniandfriends/profiles/glenn.html', 'institution', [
        'longevityContribution',
        'biography',
      ]),
      source(
        'Science magazine spotlights AFAR investigators and the TAME trial – AFAR (2015)',
        'https://www.afar.org/news/view/afar-in-the-news-science-magazine-spotlights-afar-investigators-and-tame-tr/',
        'institution',
        ['biography'],
      ),
    ],
  }),
  'Steven Austad': entry({
    sources: [
      source('Steven N. Austad – Wikipedia', 'https://en.wikipedia.org/wiki/Steven_N._Austad', 'wikipedia', [
        'name',
        'title',
        'longevityContribution',
        'biography',
        'scienceHighlights',
      ]),
      source('Steven N. Austad – UAB Department of Biology', 'https://uab.edu/cas/biology/people/faculty/steven-n-austad', 'institution', [
        'title',
        'biography',
        'books',
        'referenceLinks',
      ]),
      source('About me – Steven Austad', 'https://stevenaustad.com/about-me', 'official', ['biography', 'books', 'scienceHighlights', 'referenceLinks']),
      source(
        'Life expectancy, living to 150 and cryogenic freezing – The Herald (Glasgow)',
        'https://heraldscotland.com/news/24672296.life-expectancy-living-150-cryogenic-freezing',
        'news',
        ['biography'],
      ),
      source('Wanna bet? – The Scientist', 'https://www.the-scientist.com/wanna-bet-55088', 'news', ['biography']),
      source(
        'Science magazine spotlights AFAR investigators and the TAME trial – AFAR (2015)',
        'https://www.afar.org/news/view/afar-in-the-news-science-magazine-spotlights-afar-investigators-and-tame-tr/',
        'institution',
        ['longevityContribution', 'biography'],
      ),
    ],
  }),
  'S. Jay Olshansky': entry({
    sources: [
      source('S. Jay Olshansky – Wikipedia', 'https://en.wikipedia.org/wiki/S._Jay_Olshansky', 'wikipedia', [
        'name',
        'title',
        'longevityContribution',
        'biography',
        'disclosures',
      ]),
      source(
        'UIC News release, September 2000: Olshansky joins the School of Public Health',
        'http://archive.news.uic.edu/releases-2000/olshansky2_release.html',
        'institution',
        ['title', 'biography'],
      ),
      source('UIC News release, 2001: limits to human life span', 'http://archive.news.uic.edu/releases-2001/humanlifespan_release.html', 'institution', [
        'title',
        'scienceHighlights',
      ]),
      source(
        'Cristofalo lecture 2016: the longevity dividend – Penn Institute on Aging',
        'https://penninstituteonaging.wordpress.com/2016/12/06/cristofalo16_longevitydividend/',
        'institution',
        ['longevityContribution', 'biography', 'scienceHighlights'],
      ),
      source(
        'Seminar: Aging, health and longevity in the 21st century – Lingnan University',
        'https://www.ln.edu.hk/sgs/news/seminar-aging-health-and-longevity-in-the-21st-century',
        'institution',
        ['biography', 'books', 'scienceHighlights', 'disclosures'],
      ),
      source(
        'Life expectancy, living to 150 and cryogenic freezing – The Herald (Glasgow)',
        'https://heraldscotland.com/news/24672296.life-expectancy-living-150-cryogenic-freezing',
        'news',
        ['biography'],
      ),
      source('Wanna bet? – The Scientist', 'https://www.the-scientist.com/wanna-bet-55088', 'news', ['biography']),
    ],
    disclosures: [
      {
        kind: 'founder',
        text: 'Co-founded Lapetus Solutions, a company applying biodemography and facial analytics to health and longevity risk, and was listed as its chief scientist in 2021.',
        sourceUrl: 'https://www.ln.edu.hk/sgs/news/seminar-aging-health-and-longevity-in-the-21st-century',
      },
    ],
  }),
  'Alexandre Kalache': entry({
    sources: [
      source('Dr Alex Kalache at 80 – ILC Global Alliance (2025)', 'https://www.ilc-alliance.org/news/dr_alex_kalache_80', 'institution', [
        'name',
        'title',
        'longevityContribution',
        'biography',
        'scienceHighlights',
        'referenceLinks',
      ]),
      source(
        'Alexandre Kalache – IFA 2018 Global Conference on Ageing',
        'https://www.ifa2018.com/international-program-and-advisory-committees/alexandre-kalache/',
        'other',
        ['title', 'biography', 'scienceHighlights'],
      ),
      source('Dr Alexandre Kalache – 3rd World Congress on Age-Friendly Cities and Communities', 'https://3wcafcc.org/dr-alexandre-kalache', 'other', [
        'biography',
      ]),
    ],
  }),
  'Dan Perry': entry({
    sources: [
      source('History – Alliance for Aging Research', 'https://www.agingresearch.org/section/aboutus/history', 'official', [
        'name',
        'title',
        'longevityContribution',
        'biography',
      ]),
      source('History of the Alliance – Alliance for Aging Research', 'https://www.agingresearch.org/PageSections/history_of_alliance', 'official', [
        'longevityContribution',
        'biography',
      ]),
      source(
        'Dan Perry releases statement on Rep. Alan Grayson – Alliance for Aging Research (2015)',
        'https://www.agingresearch.org/news/dan-perry-releases-statement-on-rep-alan-grayson/',
        'official',
        ['title', 'biography'],
      ),
      source(
        'Celebrating 35 years of the Alliance for Aging Research with founder Dan Perry (2021)',
        'https://www.agingresearch.org/about-us/thisisgrowingold/35-celebrating-35-years-of-the-alliance-for-aging-research-with-founder-dan-perry/',
        'official',
        ['title', 'longevityContribution', 'referenceLinks'],
      ),
    ],
  }),
  'Robert N. Butler': entry({
    sources: [
      source('History of the NIA – National Institute on Aging', 'https://www.nia.nih.gov/about/history', 'official', [
        'title',
        'longevityContribution',
        'biography',
      ]),
      source('Robert N. Butler – Wikipedia', 'https://en.wikipedia.org/wiki/Robert_N._Butler', 'wikipedia', [
        'name',
        'title',
        'longevityContribution',
        'biography',
        'books',
        'scienceHighlights',
      ]),
      source(
        'Robert N. Butler, pioneer in the study of aging – Columbia University Irving Medical Center',
        'https://www.cuimc.columbia.edu/news/robert-n-butler-pioneer-study-aging',
        'institution',
        ['longevityContribution', 'biography', 'books', 'scienceHighlights'],
      ),
      source(
        'Robert Butler dies at 83; psychiatrist who coined "ageism" – Los Angeles Times (2010)',
        'https://www.latimes.com/local/obituaries/la-me-robert-butler-20100707-story.html',
        'news',
        ['biography', 'books'],
      ),
      source(
        'Robert Butler, who coined "ageism", dies at 83 – Fifty Plus Advocate (2010)',
        'https://www.fiftyplusadvocate.com/2010/07/06/robert-butler-who-coined-ageism-dies-at-83/',
        'news',
        ['biography', 'books', 'scienceHighlights'],
      ),
    ],
  }),
  'George Church': entry({
    sources: [
      source('George Church (geneticist) – Wikipedia', 'https://en.wikipedia.org/wiki/George_Church_(geneticist)', 'wikipedia', [
        'name',
        'title',
        'biography',
        'disclosures',
      ]),
      source(
        'Welcome George Church to the genomics advisory panel – OSEHRA',
        'https://www.osehra.org/blog/welcome-george-church-harvard-and-mit-genomics-advisory-panel',
        'other',
        ['title', 'longevityContribution', 'biography', 'scienceHighlights'],
      ),
      source('George M. Church, Ph.D. – AIMBE College of Fellows', 'https://aimbe.org/college-of-fellows/COF-1625', 'institution', [
        'biography',
        'scienceHighlights',
      ]),
      source(
        'A stealthy Harvard startup wants to reverse aging in dogs, and humans could be next – MIT Technology Review (its Medium publication), May 2018',
        'https://medium.com/mit-technology-review/a-stealthy-harvard-startup-wants-to-reverse-aging-in-dogs-and-humans-could-be-next-3ae1a1aa849b',
        'news',
        ['longevityContribution', 'disclosures'],
      ),
      source(
        'A single combination gene therapy treats multiple age-related diseases (Davidsohn et al., PNAS 2019) – PubMed',
        'https://pubmed.ncbi.nlm.nih.gov/31685628/',
        'publication',
        ['longevityContribution', 'scienceHighlights'],
      ),
      source('Profiling George Church – GenomeWeb', 'https://www.genomeweb.com/blog/profiling-george-church', 'news', ['biography', 'disclosures']),
      source('Regenesis – Kirkus Reviews', 'https://www.kirkusreviews.com/book-reviews/george-church/regenesis/print/', 'news', ['books', 'biography']),
    ],
    disclosures: [
      {
        kind: 'founder',
        text: 'Co-founded Rejuvenate Bio, a company developing gene therapies against ageing, first in dogs.',
        sourceUrl: 'https://medium.com/mit-technology-review/a-stealthy-harvard-startup-wants-to-reverse-aging-in-dogs-and-humans-could-be-next-3ae1a1aa849b',
      },
      {
        kind: 'other',
        text: 'A New York Times profile reported that he had co-founded or advised about 22 businesses, in areas including synthetic biology, sequencing and consumer genetic testing.',
        sourceUrl: 'https://www.genomeweb.com/blog/profiling-george-church',
      },
    ],
  }),
  'James L. Kirkland': entry({
    sources: [
      source(
        'Mayo Clinic researcher to speak at McMaster on aging and chronic diseases – McMaster MIRA (2017)',
        'https://mira.mcmaster.ca/news-events/mayo-clinic-researcher-to-speak-at-mcmaster-on-aging-and-chronic-diseases/',
        'institution',
        ['title', 'longevityContribution', 'biography'],
      ),
      source(
        'James L. Kirkland, M.D., Ph.D. – Mayo Clinic Research',
        'https://www.mayo.edu/research/faculty/kirkland-james-l-m-d-ph-d/bio-00096544',
        'institution',
        ['longevityContribution', 'scienceHighlights'],
      ),
      source(
        'Message from the director – Robert and Arlene Kogod Center on Aging, Mayo Clinic',
        'https://www.mayo.edu/research/centers-programs/robert-arlene-kogod-center-aging/about/message-from-director',
        'institution',
        ['title', 'biography'],
      ),
      source(
        'Senolytics shown to improve health in mice even late in life – AFAR (2018)',
        'https://www.afar.org/news/view/senolytics-shown-to-improve-health-in-mice-even-late-in-life-six-afar-exper/',
        'institution',
        ['longevityContribution', 'biography', 'scienceHighlights'],
      ),
      source(
        'Board Member in the News: James Kirkland on senolytic drugs in CNN and JAGS – AFAR (September 2017)',
        'https://www.afar.org/news/view/board-member-in-the-news-james-kirkland-on-senolytic-drugs-in-cnn-and-jags/',
        'institution',
        ['biography'],
        RECHECKED,
      ),
      source(
        'James Kirkland, MD, PhD, on expanded senolytics, geroscience, and translation (Part 2) – AFAR, Ask the Expert',
        'https://www.afar.org/ask-the-expert/james-kirkland-md-phd-on-expanded-senolytics-geroscience-and-translation-part-2',
        'institution',
        ['biography', 'longevityContribution', 'scienceHighlights'],
        RECHECKED,
      ),
      source(
        'Cellular senescence and senolytics: the path to the clinic (Nature Medicine, 2022) – PMC',
        'https://pmc.ncbi.nlm.nih.gov/articles/PMC9599677/',
        'publication',
        ['longevityContribution', 'scienceHighlights'],
      ),
      source(
        'Jim Kirkland – Elysium Health scientific advisory board',
        'https://www.elysiumhealth.com/en-us/science/scientific-advisory-board/jim-kirkland',
        'official',
        ['disclosures'],
      ),
    ],
    disclosures: [
      {
        kind: 'adviser',
        text: 'Has been listed as a member of the scientific advisory board of Elysium Health, a supplement company.',
        sourceUrl: 'https://www.elysiumhealth.com/en-us/science/scientific-advisory-board/jim-kirkland',
      },
    ],
  }),
  'Tom Kirkwood': entry({
    sources: [
      source('Tom Kirkwood – Wikipedia (January 2021 revision)', 'https://en.wikipedia.org/?oldid=1000564535&title=Tom_Kirkwood', 'wikipedia', [
        'name',
        'title',
        'longevityContribution',
        'biography',
        'books',
        'scienceHighlights',
      ]),
      source('Tom Kirkwood – Cell City, The Open University', 'http://www2.open.ac.uk/openlearn/cellcity/scientists/tom_kirkwood.htm', 'institution', [
        'longevityContribution',
        'biography',
        'books',
        'scienceHighlights',
      ]),
      source('Golden oldie – New Scientist', 'https://www.newscientist.com/article/mg16221905.900-golden-oldie/', 'news', [
        'longevityContribution',
        'scienceHighlights',
      ]),
    ],
  }),
  'Leonard Hayflick': entry({
    sources: [
      source('Leonard Hayflick – Wikipedia', 'https://en.wikipedia.org/wiki/Leonard_Hayflick', 'wikipedia', [
        'name',
        'title',
        'longevityContribution',
        'biography',
        'scienceHighlights',
      ]),
      source('Leonard Hayflick (1928–2024) – obituary, Nature Aging', 'https://doi.org/10.1038/s43587-024-00720-1', 'publication', [
        'title',
        'longevityContribution',
        'biography',
        'scienceHighlights',
      ]),
      source('How and Why We Age – Kirkus Reviews', 'https://www.kirkusreviews.com/book-reviews/leonard-hayflick-2/how-and-why-we-age-2/', 'news', ['books']),
    ],
  }),
  'Elizabeth Blackburn': entry({
    sources: [
      source(
        'Blackburn, Elizabeth Helen – Hrvatska enciklopedija (Croatian national encyclopedia)',
        'https://enciklopedija.hr/natuknica.aspx?ID=68161',
        'institution',
        ['name', 'longevityContribution', 'biography'],
      ),
      source('Elizabeth Helen Blackburn – Spanish National Research Council (CSIC)', 'https://csic.es/en/elizabeth-helen-blackburn', 'institution', [
        'name',
        'longevityContribution',
        'biography',
      ]),
      source(
        'Elizabeth Blackburn – speaker, Milken Institute Global Conference 2017',
        'https://milkeninstitute.org/events/conferences/global-conference/2017/speaker-detail/26035',
        'institution',
        ['title', 'biography'],
      ),
      source('Elizabeth Blackburn – World Economic Forum', 'https://www.weforum.org/people/elizabeth-blackburn', 'other', ['title', 'biography']),
      source('Alliance for Aging Research – 2017 event page (Elizabeth Blackburn)', 'https://www.agingresearch.org/2017sia', 'other', [
        'title',
        'longevityContribution',
        'biography',
      ]),
      source('Elizabeth H. Blackburn – Britannica contributor page', 'https://britannica.com/contributor/Elizabeth-H-Blackburn/12354667', 'other', [
        'biography',
        'books',
      ]),
      source('The Telomere Effect – Chemistry World review (2017)', 'https://www.chemistryworld.com/culture/the-telomere-effect/3007026.article', 'news', [
        'books',
        'biography',
      ]),
      source(
        'Telomere Nobelist selling a biological age test – New Scientist (2011)',
        'https://www.newscientist.com/article/mg21028100-200-telomere-nobelist-selling-a-biological-age-test/',
        'news',
        ['scienceHighlights', 'disclosures'],
      ),
      source(
        'Code breaker: Nobel laureate (profile of Elizabeth Blackburn) – San Jose Business Journal (2012-02-17)',
        'https://www.bizjournals.com/sanjose/print-edition/2012/02/17/code-breaker-nobel-laureate-unlocks.html',
        'news',
        ['disclosures'],
      ),
    ],
    disclosures: [
      {
        kind: 'founder',
        text: 'Co-founded Telome Health, a Menlo Park company that in 2011 began offering a telomere-length test as a measure of biological age.',
        sourceUrl: 'https://www.newscientist.com/article/mg21028100-200-telomere-nobelist-selling-a-biological-age-test/',
      },
    ],
  }),
  'Leonard Guarente': entry({
    sources: [
      source('In Profile: Leonard Guarente – MIT News (2009)', 'https://news.mit.edu/2009/profile-guarente-091509', 'institution', [
        'longevityContribution',
        'biography',
        'scienceHighlights',
      ]),
      source('Paul F. Glenn Laboratory for the Science of Aging at MIT – MIT News (2008)', 'https://news.mit.edu/2008/aging-center-0909', 'institution', [
        'biography',
        'scienceHighlights',
      ]),
      source('Anti-aging genes (Leonard Guarente) – Big Think', 'https://bigthink.com/videos/anti-aging-genes/', 'news', [
        'title',
        'biography',
        'scienceHighlights',
      ]),
      source('Calorie restriction and sirtuins revisited (Guarente, Genes & Development 2013)', 'https://doi.org/10.1101/gad.227439.113', 'publication', [
        'longevityContribution',
        'scienceHighlights',
      ]),
      source(
        'Metabolic and neuropsychiatric effects of calorie restriction and sirtuins (Libert & Guarente, 2013) – PMC',
        'https://pmc.ncbi.nlm.nih.gov/articles/PMC3570673',
        'publication',
        ['scienceHighlights'],
      ),
      source('Ageless Quest – Publishers Weekly', 'https://publishersweekly.com/978-0-87969-652-8', 'news', ['books']),
      source('The life-extension death match – Proto.life (2017)', 'https://proto.life/2017/12/the-life-extension-death-match/', 'news', [
        'biography',
        'disclosures',
      ]),
    ],
    disclosures: [
      {
        kind: 'founder',
        text: 'Co-founded Elysium Health, a company that sells the dietary supplement Basis.',
        sourceUrl: 'https://proto.life/2017/12/the-life-extension-death-match/',
      },
    ],
  }),
};
