import { NO_IDENTIFIERS, type ExpertProvenance, type ExpertSource, type ExpertSourceKind, type SupportableField } from '../../domain/provenance.ts';

/**
 * Provenance of the curated seed experts, keyed by the seed expert's name (db/seed/experts.ts):
 * the public sources each profile's statements rest on (with the day each was read), the
 * person's registry identifiers, commercial interests and neutral context notes, each sourced.
 * The seed loader writes it onto the expert row; `lastReviewedAt` is the day the entry was checked.
 *
 * How it was gathered (docs/DECISIONS.md, "Seed provenance (checked 2026-11-25)"): every page was
 * read on 2026-11-25 as a stored copy through the offline search tool, not fetched live. Only
 * statements found on a page listed here were kept in the profile; the rest were softened or removed.
 */
export type SeedProvenance = Omit<ExpertProvenance, 'aiAssisted' | 'lastReviewedAt'> & { lastReviewedAt: string };

/** The day every source below was read and every entry reviewed. */
const CHECKED = '2026-11-25';

function source(title: string, url: string, kind: ExpertSourceKind, supports: SupportableField[]): ExpertSource {
  return { title, url, kind, retrievedAt: CHECKED, supports };
}

function entry(parts: Pick<SeedProvenance, 'sources'> & Partial<Pick<SeedProvenance, 'disclosures' | 'contextNotes'>>): SeedProvenance {
  return {
    sources: parts.sources,
    // No Wikidata item, ORCID iD or OpenAlex author page was among the stored pages the check could
    // read, and identifiers are never inferred, so every seed expert starts without them; an editor
    // adds them from the registry itself (docs/DECISIONS.md, "Seed provenance").
    identifiers: { ...NO_IDENTIFIERS },
    disclosures: parts.disclosures ?? [],
    contextNotes: parts.contextNotes ?? [],
    lastReviewedAt: CHECKED,
  };
}

export const SEED_PROVENANCE: Record<string, SeedProvenance> = {
  'David Sinclair': entry({
    sources: [
      source('David A. Sinclair – Wikipedia', 'https://en.wikipedia.org/wiki/David_A._Sinclair', 'wikipedia', ['name', 'title', 'biography', 'books']),
      source('Research – Sinclair Lab, Harvard Medical School', 'https://sinclair.hms.harvard.edu/research', 'institution', ['longevityContribution', 'scienceHighlights', 'referenceLinks']),
      source('NASA Goddard Scientific Colloquium: David Sinclair, "Science of Aging" (2024)', 'https://scicolloq.gsfc.nasa.gov/Sinclair_2024.html', 'institution', ['title', 'longevityContribution', 'biography', 'books', 'scienceHighlights']),
      source('Unlocking Tissue Regenerative Potential by Epigenetic Reprogramming (Cell Stem Cell comment on Lu et al., Nature 2020) – PubMed', 'https://pubmed.ncbi.nlm.nih.gov/33417872/', 'publication', ['scienceHighlights']),
      source('Lifespan with Dr. David Sinclair, episode 1 (transcript)', 'https://podscript.ai/podcasts/lifespan-with-dr-david-sinclair-podcast/the-science-behind-why-we-age-episode-1', 'other', ['biography', 'books']),
      source('GlaxoSmithKline Scoops Up Sirtris – Xconomy (2008)', 'https://xconomy.com/boston/2008/04/22/glaxosmithkline-scoops-up-sirtris/', 'news', ['disclosures']),
      source('Life Biosciences funds MDI Biological Laboratory aging course – EurekAlert! (2018)', 'https://eurekalert.org/pub_releases/2018-08/mdib-lbf081618.php', 'news', ['disclosures']),
      source('Outrage over dog aging claim – The Boston Globe (2024-03-08)', 'http://www.pressreader.com/usa/the-boston-globe/20240308/281908778108318', 'news', ['disclosures', 'contextNotes']),
      source('David Sinclair resigns as President of the Academy for Health & Lifespan Research – Longevity.Technology', 'https://longevity.technology/news/david-sinclair-resigns-as-president-of-the-academy-for-health-lifespan-research/', 'news', ['contextNotes']),
      source("Sinclair's resignation from the Academy for Health and Lifespan Research – NMN.com", 'https://www.nmn.com/news/disgraced-david-sinclair-resigns-from-top-aging-academy', 'news', ['disclosures', 'contextNotes']),
    ],
    disclosures: [
      { kind: 'founder', text: 'Co-founded Sirtris Pharmaceuticals, which GlaxoSmithKline agreed to buy for about $720 million in 2008.', sourceUrl: 'https://xconomy.com/boston/2008/04/22/glaxosmithkline-scoops-up-sirtris/' },
      { kind: 'founder', text: 'Co-founded Life Biosciences, a biotechnology company focused on extending healthspan, and was reported as its chairman in 2018.', sourceUrl: 'https://eurekalert.org/pub_releases/2018-08/mdib-lbf081618.php' },
      { kind: 'founder', text: 'Founded Animal Bioscience, a veterinary supplement company headed by his brother.', sourceUrl: 'http://www.pressreader.com/usa/the-boston-globe/20240308/281908778108318' },
    ],
    contextNotes: [
      {
        text: 'In 2024 he resigned as president of the Academy for Health & Lifespan Research, a group he co-founded, after other scientists criticised a company press release that quoted him as saying a dog supplement had reversed ageing.',
        sourceUrl: 'https://longevity.technology/news/david-sinclair-resigns-as-president-of-the-academy-for-health-lifespan-research/',
      },
    ],
  }),
  'Peter Attia': entry({
    sources: [
      source('Peter Attia – Wikipedia', 'https://en.wikipedia.org/wiki/Peter_Attia', 'wikipedia', ['name', 'biography', 'books', 'disclosures', 'contextNotes']),
      source('Aging Better: Peter Attia on "fixing the system" – Johns Hopkins Medicine (2024)', 'https://www.hopkinsmedicine.org/news/articles/2024/02/aging-better', 'institution', ['title', 'longevityContribution', 'biography', 'books', 'scienceHighlights']),
      source('The 4 Horsemen of Aging – And How to Outsmart Them (review of Outlive)', 'https://johnmjennings.com/the-4-horsemen-of-aging-and-how-to-outsmart-them-to-add-decades-to-your-life/', 'other', ['scienceHighlights']),
      source('Peter Attia: Outlive, the science and art of longevity (episode summary)', 'https://podquestai.com/s/p/159827/e/ep516-peter-attia-or-outlive-the-science-and-art-of-longevity_046a6', 'other', ['scienceHighlights']),
      source('Peter Attia exits as CBS News contributor after Epstein ties – USA Today via The Spokesman-Review (2026-02-23)', 'https://www.spokesman.com/stories/2026/feb/23/peter-attia-exits-as-cbs-news-contributor-after-ep/', 'news', ['contextNotes']),
      source('Peter Attia resigns from CBS News amid Epstein files – NewsBytes (2026-02-24)', 'https://www.newsbytesapp.com/news/world/peter-attia-resigns-from-cbs-news-amid-epstein-files/story', 'news', ['disclosures']),
    ],
    disclosures: [
      { kind: 'founder', text: 'Founded, in 2014, a private medical practice dedicated to longevity medicine.', sourceUrl: 'https://en.wikipedia.org/wiki/Peter_Attia' },
      { kind: 'other', text: 'Was chief science officer of the protein bar company David until February 2026.', sourceUrl: 'https://www.newsbytesapp.com/news/world/peter-attia-resigns-from-cbs-news-amid-epstein-files/story' },
    ],
    contextNotes: [
      {
        text: 'In January 2026 he was hired as a contributor to CBS News and left the role the following month, after US Justice Department files showed he had exchanged emails with Jeffrey Epstein; he has said he was not involved in any criminal activity.',
        sourceUrl: 'https://en.wikipedia.org/wiki/Peter_Attia',
      },
    ],
  }),
  'Valter Longo': entry({
    sources: [
      source('USC Lifespan Health', 'https://lifespanhealth.usc.edu/', 'institution', ['title', 'longevityContribution']),
      source('Time inserisce Valter Longo tra i 50 più influenti – Lettera43 (2018)', 'https://www.lettera43.it/it/articoli/scienza-e-tech/2018/10/19/time-valter-longo-dieta/224693/', 'news', ['title', 'biography']),
      source('Kale crackers and hibiscus tea: My five days on a "fasting diet" – STAT (via Everand)', 'https://www.everand.com/article/351189170/Kale-Crackers-And-Hibiscus-Tea-My-Five-Days-On-A-Fasting-Diet', 'news', ['longevityContribution', 'disclosures']),
      source('Fasting vs dietary restriction in cellular protection and cancer treatment (Lee & Longo, Oncogene 2011)', 'https://www.nature.com/articles/onc201191', 'publication', ['longevityContribution', 'scienceHighlights']),
      source('Menembus 100 – National Geographic Indonesia', 'https://nationalgeographic.grid.id/amp/13278519/menembus-100?page=3', 'news', ['scienceHighlights']),
      source('To live past 100, mangia less: ideas from an Italian aging expert (New York Times text)', 'https://knowledgehippo.com/to-live-past-100-mangia-much-less-ideas-from-italian-aging-experts', 'news', ['biography', 'books']),
    ],
    disclosures: [
      { kind: 'founder', text: 'Founded L-Nutra, the company that markets the ProLon fasting-mimicking diet.', sourceUrl: 'https://www.everand.com/article/351189170/Kale-Crackers-And-Hibiscus-Tea-My-Five-Days-On-A-Fasting-Diet' },
    ],
  }),
  'Nir Barzilai': entry({
    sources: [
      source('Geroscience Comes of Age – Albert Einstein College of Medicine', 'https://www.einsteinmed.edu/departments/medicine/articles/4825/geroscience-comes-of-age/', 'institution', ['title', 'longevityContribution', 'biography', 'scienceHighlights']),
      source('Nir Barzilai: The Secrets of Centenarians – Buck Institute podcast', 'https://buckinstitute.org/podcasts/nir-barzilai-the-secrets-of-centenarians', 'institution', ['title', 'biography']),
      source('Mission (Not) Impossible – Science of Aging Knowledge Environment (2003)', 'http://sageke.sciencemag.org/cgi/content/full/2003/49/nf20', 'news', ['biography']),
      source("Nir Barzilai's TAME Study in Motherboard – American Federation for Aging Research", 'https://www.afar.org/news/view/board-member-in-the-news-nir-barzilais-tame-study-in-vice.coms-motherboard/', 'institution', ['longevityContribution', 'scienceHighlights']),
      source('Dr. Nir Barzilai: "We Can Live Healthier for Longer" – Lifespan.io', 'https://www.lifespan.io/news/dr-nir-barzilai-we-can-live-healthier-for-longer/', 'news', ['biography', 'books', 'scienceHighlights']),
      source('CohBar Inc.: CB4211 NASH story – Seeking Alpha', 'https://seekingalpha.com/article/4250403-cohbar-inc-cb4211-nash-story', 'news', ['disclosures']),
    ],
    disclosures: [
      { kind: 'founder', text: 'Co-founded CohBar, a biotechnology company developing therapies based on mitochondrial peptides.', sourceUrl: 'https://seekingalpha.com/article/4250403-cohbar-inc-cb4211-nash-story' },
    ],
  }),
  'Aubrey de Grey': entry({
    sources: [
      source('Aubrey de Grey – Wikipedia', 'https://en.wikipedia.org/wiki/Aubrey_De_Grey', 'wikipedia', ['name', 'biography', 'books', 'disclosures']),
      source('Aubrey de Grey facts for kids – Kiddle (from Wikipedia)', 'https://kids.kiddle.co/Aubrey_de_Grey', 'other', ['title', 'biography', 'longevityContribution']),
      source('Statement from the SENS Research Foundation Board of Directors (2021-08-22)', 'https://www.sens.org/2021/08/22/', 'official', ['contextNotes']),
      source('Executive Summary, Investigative Report – SENS Research Foundation', 'https://www.sens.org/executive-summary-investigative-report/', 'official', ['biography', 'contextNotes']),
      source('LEV begins experiments aiming to double the lifespan of middle-aged mice – New Atlas', 'https://newatlas.com/health-wellbeing/lev-robust-mouse-rejuvenation/', 'news', ['biography', 'contextNotes']),
      source('Aubrey de Grey on LEVF and Robust Mouse Rejuvenation – Lifespan.io', 'https://www.lifespan.io/news/aubrey-de-grey-on-levf-and-robust-mouse-rejuvenation/', 'news', ['title', 'biography']),
      source('Author portends perpetual youth (review of Ending Aging) – Deseret News', 'https://www.deseretnews.com/article/695210061/Author-portends-perpetual-youth.html', 'news', ['books', 'scienceHighlights']),
      source('Strategies for Engineered Negligible Senescence – Encyc', 'https://encyc.org/wiki/Strategies_for_Engineered_Negligible_Senescence', 'other', ['longevityContribution', 'scienceHighlights']),
    ],
    disclosures: [
      { kind: 'other', text: 'Was Vice President of New Technology Discovery at AgeX Therapeutics, a longevity biotechnology company.', sourceUrl: 'https://en.wikipedia.org/wiki/Aubrey_De_Grey' },
    ],
    contextNotes: [
      {
        text: "In August 2021 the SENS Research Foundation's board separated from him as chief science officer, citing his attempt to put indirect pressure on a participant in an independent investigation into allegations about his conduct.",
        sourceUrl: 'https://www.sens.org/2021/08/22/',
      },
    ],
  }),
  'Steve Horvath': entry({
    sources: [
      source('Steve Horvath – Wikipedia', 'https://en.wikipedia.org/wiki/Steve_Horvath', 'wikipedia', ['name', 'title', 'longevityContribution', 'biography', 'scienceHighlights', 'disclosures']),
      source('Can ageing be cured? Scientists are giving it a try – National Geographic UK (2022)', 'https://www.nationalgeographic.co.uk/science-and-technology/2022/12/can-ageing-be-cured-scientists-are-giving-it-a-try', 'news', ['title', 'biography']),
      source('Altos bursts out of stealth with $3B – Fierce Biotech (January 2022)', 'https://www.fiercebiotech.com/biotech/altos-bursts-out-stealth-3b-a-dream-team-c-suite-and-a-wildly-ambitious-plan-to-reverse', 'news', ['biography']),
      source('DNA methylation GrimAge strongly predicts lifespan and healthspan (Aging, 2019) – PMC', 'https://pmc.ncbi.nlm.nih.gov/articles/PMC6366976', 'publication', ['longevityContribution', 'scienceHighlights']),
      source('Universal DNA methylation age across mammalian tissues (Nature Aging, 2023)', 'https://hdl.handle.net/10023%2F28280', 'publication', ['longevityContribution', 'scienceHighlights']),
      source('Global consortium creates universal clock to estimate age in all mammalian tissues (UCLA Health release)', 'https://animalscipublisher.com/index.php/index/news/view/429', 'news', ['scienceHighlights']),
    ],
    disclosures: [
      { kind: 'other', text: 'Joined Altos Labs, a privately funded company working on cellular rejuvenation, as a principal investigator.', sourceUrl: 'https://en.wikipedia.org/wiki/Steve_Horvath' },
    ],
  }),
  'Andrew Huberman': entry({
    sources: [
      source('The Huberman Effect – Stanford Magazine (July 2023)', 'https://stanfordmag.org/contents/the-huberman-effect', 'news', ['title', 'longevityContribution', 'biography']),
      source('Tetragrammaton with Rick Rubin: Andrew Huberman, Ph.D. (transcript)', 'https://podscripts.co/podcasts/tetragrammaton-with-rick-rubin/andrew-huberman-phd', 'other', ['biography']),
      source('Neural activity promotes long-distance, target-specific regeneration of adult retinal axons (Nature Neuroscience, 2016)', 'https://www.nature.com/articles/nn.4340', 'publication', ['biography', 'scienceHighlights']),
      source('The battle over AG1 – Fortune via Yahoo', 'https://uk.style.yahoo.com/battle-over-ag1-influencer-famous-110000347.html', 'news', ['disclosures']),
      source('Huberman and the Rise of Self-Optimization – Gulf Insider', 'https://www.gulf-insider.com/huberman-and-the-rise-of-self-optimization/', 'news', ['disclosures']),
    ],
    disclosures: [
      { kind: 'product', text: 'Has promoted the AG1 supplement drink on the Huberman Lab podcast.', sourceUrl: 'https://uk.style.yahoo.com/battle-over-ag1-influencer-famous-110000347.html' },
      { kind: 'other', text: 'Has been reported as a partner of the sports nutrition company Momentous, which sells supplements offered with his name.', sourceUrl: 'https://www.gulf-insider.com/huberman-and-the-rise-of-self-optimization/' },
    ],
  }),
  'Bryan Johnson': entry({
    sources: [
      source('Inside the intense daily routine of the tech millionaire trying to make himself 18 again – GQ India', 'https://www.gqindia.com/look-good/content/inside-the-intense-daily-routine-of-the-tech-millionaire-trying-to-make-himself-18-again', 'news', ['title', 'longevityContribution', 'biography', 'scienceHighlights']),
      source('Bryan Johnson – H+Pedia (2018 revision, from Wikipedia)', 'https://hpluspedia.org/index.php?title=Bryan_Johnson&oldid=19061', 'other', ['name', 'title', 'biography', 'disclosures']),
      source('My favorite mobile startup just got bought by eBay – Slate (2013)', 'http://www.slate.com/blogs/future_tense/2013/09/26/ebay_purchases_mobile_startup_braintree_what_s_next_for_e_payment_app_venmo.html', 'news', ['biography']),
      source('Bryan Johnson on My First Million (episode notes)', 'https://podcastnotes.org/my-first-million/bryan-johnson-how-he-is-getting-biologically-younger-selling-his-company-for-800-million-and-more-my-first-million-with-sam-parr-and-shaan-puri/', 'other', ['biography']),
      source("Netflix doc Don't Die captures the ecstasy and delusion of the anti-aging vanguard – Paste", 'https://www.pastemagazine.com/movies/dont-die/dont-die-netflix-review-bryan-johnson-documentary-chris-smith-live-forever-talmage', 'news', ['biography']),
      source("This is how Bryan Johnson's rejuvenation therapy works (New York Times text, 2024-01-30)", 'https://pledgetimes.com/this-is-how-bryan-johnsons-rejuvenation-therapy-full-of-diet-and-sleep-works/', 'news', ['longevityContribution', 'biography', 'disclosures']),
    ],
    disclosures: [
      { kind: 'founder', text: 'Founded Blueprint, which sells supplements and packaged foods based on his protocol.', sourceUrl: 'https://pledgetimes.com/this-is-how-bryan-johnsons-rejuvenation-therapy-full-of-diet-and-sleep-works/' },
      { kind: 'founder', text: 'Founded Kernel, a company building brain-measurement devices, and the venture fund OS Fund.', sourceUrl: 'https://hpluspedia.org/index.php?title=Bryan_Johnson&oldid=19061' },
    ],
  }),
  'Rhonda Patrick': entry({
    sources: [
      source('Dr Rhonda Patrick – Open Future Health', 'http://www.openfuture.biz/expertise/RhondaPatrick.html', 'other', ['biography']),
      source('Wild Ideas Worth Living: Dr. Rhonda Patrick – Podcast Notes', 'https://podcastnotes.org/2018/01/20/wild-ideas-worth-living-dr-rhonda-patrick/', 'other', ['title', 'longevityContribution', 'biography']),
      source('Omega-3 fatty acids and vitamin D may control brain serotonin – Newswise (2015)', 'http://www.newswise.com/articles/omega-3-fatty-acids-and-vitamin-d-may-control-brain-serotonin-affecting-behavior-and-psychiatric-disorders2', 'news', ['biography', 'scienceHighlights']),
    ],
  }),
  'Alex Zhavoronkov': entry({
    sources: [
      source('Alex Zhavoronkov: Live Long and Prosper – Proto.life (2022)', 'https://proto.life/2022/11/alex-zhavoronkov-live-long-and-prosper/', 'news', ['title', 'longevityContribution', 'biography', 'scienceHighlights']),
      source('Deep biomarkers of aging and longevity: from research to applications (Aging, 2019)', 'https://aging-us.com/article/102475/text', 'publication', ['biography', 'scienceHighlights']),
      source('Startup launches longevity-as-a-service with its aging clocks – Diagnostics World (2020)', 'https://diagnosticsworldnews.com/news/2020/07/17/startup-launches-longevity-as-a-service-with-its-aging-clocks', 'news', ['biography', 'scienceHighlights']),
      source('Longevity as a Service: AI Aging Clocks – Foresight Institute', 'https://foresight.org/summary/longevity-as-a-service-ai-aging-clocks-alex-zhavoronkov-deep-longevity-insilico-medicine', 'other', ['title', 'disclosures']),
      source('Review: The Ageless Generation – Roger Launius', 'https://launiusr.wordpress.com/2014/04/09/wednesdays-book-review-the-ageless-generation-how-advances-in-biomedicine-will-transform-the-global-economy/', 'other', ['books', 'biography']),
    ],
    disclosures: [
      { kind: 'founder', text: 'Founded Insilico Medicine, an AI drug-discovery company, and leads it as chief executive; he also founded its spin-off Deep Longevity.', sourceUrl: 'https://foresight.org/summary/longevity-as-a-service-ai-aging-clocks-alex-zhavoronkov-deep-longevity-insilico-medicine' },
    ],
  }),
  'Matt Kaeberlein': entry({
    sources: [
      source('Optispan builds toolkit for Medicine 3.0 – Birmingham Medical News', 'https://birminghammedce.bondwaresite.com/article/9276/optispan-builds-toolkit-for-medicine-30', 'news', ['title', 'biography']),
      source('Ekspert od starzenia daje proste rady – Business Insider Polska', 'https://businessinsider.com.pl/rozwoj-osobisty/zdrowie/ekspert-od-starzenia-daje-proste-rady-jak-zyc-w-zdrowiu-sam-dlugo-je-ignorowal/rc8jsc0', 'news', ['title', 'biography', 'disclosures']),
      source('Matt Kaeberlein on the Dog Aging Project – RedCircle podcast episode', 'https://redcircle.com/shows/a53e6b14-4873-42ed-b4b2-793815df12f9/episodes/34b3a235-f44b-4e9f-b4f1-a493df2044c4', 'other', ['title', 'biography']),
      source('The Dog Aging Project: Translational Geroscience in Companion Animals (2016) – PMC', 'https://pmc.ncbi.nlm.nih.gov/articles/PMC4936929', 'publication', ['longevityContribution', 'biography', 'scienceHighlights']),
      source('What every dog deserves: the TRIAD trial – Wisconsin Veterinary Medical Association', 'https://wvma.org/what-every-dog-deserves', 'other', ['longevityContribution', 'scienceHighlights', 'referenceLinks']),
      source('Aging dogs provide insights for human longevity (The Scientist interview text)', 'http://www.tubebaby.cc/aging-dogs-provide-insights-for-human-longevity-71223.html', 'news', ['biography']),
      source('Regulation of yeast replicative life span by TOR and Sch9 in response to nutrients (Science, 2005) – SAGE KE', 'http://sageke.sciencemag.org/cgi/content/abstract/2005/47/or20', 'publication', ['longevityContribution', 'scienceHighlights']),
    ],
    disclosures: [
      { kind: 'founder', text: 'Co-founded Optispan, a Seattle healthcare company, in 2023 and leads it as chief executive.', sourceUrl: 'https://businessinsider.com.pl/rozwoj-osobisty/zdrowie/ekspert-od-starzenia-daje-proste-rady-jak-zyc-w-zdrowiu-sam-dlugo-je-ignorowal/rc8jsc0' },
    ],
  }),
  'Eric Verdin': entry({
    sources: [
      source('Buck Institute names new CEO – Marin Independent Journal (2016)', 'https://www.marinij.com/2016/11/18/buck-institute-for-research-on-aging-names-new-ceo-announces-10m-board-donation/', 'news', ['title', 'biography']),
      source('Eric Verdin on the Buck, Nutrition, and Ketosis (interview text)', 'https://www.longecity.org/forum/topic/116213-eric-verdin-on-the-buck-nutrition-and-ketosis/', 'other', ['biography', 'longevityContribution']),
      source('Buck Institute for Research on Aging – Wikipedia', 'https://en.wikipedia.org/wiki/Buck_Institute_for_Research_on_Aging', 'wikipedia', ['title', 'longevityContribution', 'referenceLinks']),
      source('Suppression of oxidative stress by β-hydroxybutyrate, an endogenous histone deacetylase inhibitor (Science, 2013) – PMC', 'https://pmc.ncbi.nlm.nih.gov/articles/PMC3735349/', 'publication', ['biography', 'scienceHighlights']),
      source('NAD+ in aging, metabolism, and neurodegeneration (Science, 2015)', 'https://science.sciencemag.org/content/350/6265/1208', 'publication', ['scienceHighlights']),
    ],
  }),
  'Judith Campisi': entry({
    sources: [
      source('In memoriam: Judith Campisi (1948–2024) – Aging (PMC)', 'https://pmc.ncbi.nlm.nih.gov/articles/PMC10917548', 'publication', ['title', 'longevityContribution', 'biography', 'scienceHighlights']),
      source('Judith Campisi – ari.science profile', 'https://ari.science/judith-campisi', 'other', ['biography', 'scienceHighlights']),
      source('Judith Campisi (1948–2024), cell biologist who explored how cells age (Nature obituary text)', 'https://strangeindia.com/judith-campisi-1948-2024-cell-biologist-who-explored-how-cells-age/', 'news', ['longevityContribution', 'biography', 'scienceHighlights']),
      source('Judy Campisi elected to the National Academy of Sciences – Buck Institute', 'https://www.buckinstitute.org/news/judy-campisi-nas/', 'institution', ['title', 'longevityContribution']),
      source('Judith Campisi on Senolytics – Fight Aging! (2018)', 'https://www.fightaging.org/archives/2018/10/judith-campisi-on-senolytics/', 'other', ['longevityContribution', 'scienceHighlights']),
      source('Judith Campisi – Wikipedia (WikiZero copy)', 'https://wikizero.com/index.php/m/Judith_Campisi', 'other', ['name', 'title', 'biography', 'disclosures']),
      source('Backed by a lineup of marquee VCs, Unity Biotechnology tackles the hard science of aging – Fierce Biotech', 'https://www.fiercebiotech.com/venture-capital/backed-by-a-lineup-of-marquee-vcs-unity-biotechnology-tackles-hard-science-of-aging', 'news', ['disclosures']),
    ],
    disclosures: [
      { kind: 'founder', text: 'Was a founder of Unity Biotechnology, a company developing medicines against diseases of ageing.', sourceUrl: 'https://wikizero.com/index.php/m/Judith_Campisi' },
    ],
  }),
  'Cynthia Kenyon': entry({
    sources: [
      source('Live long and prosper: a conversation about aging with Cynthia Kenyon – UCSF (2007)', 'https://www.ucsf.edu/news/2007/01/103428/live-long-and-prosper-conversation-about-aging-cynthia-kenyon', 'institution', ['longevityContribution', 'biography', 'scienceHighlights']),
      source('age-1 and daf-2 (1988–1993) – Buck Institute online learning', 'https://onlinelearning.buckinstitute.org/age-1-and-daf-2-1988-1993/', 'institution', ['longevityContribution', 'scienceHighlights']),
      source("Google's life-extending initiative Calico brings on UCSF scientist – San Jose Business Journal (2014)", 'https://www.bizjournals.com/sanjose/news/2014/04/21/googles-life-extending-initiative-calico-brings-on.html', 'news', ['biography', 'longevityContribution', 'disclosures']),
      source('Celebrating Cynthia Kenyon (Calico biography text)', 'https://nekitaink.wordpress.com/2018/08/09/celebrating-cynthia-kenyon-authority-on-genetics-of-ageing-and-life-extension/', 'other', ['title', 'biography', 'disclosures']),
      source('Cynthia Kenyon – Wikipedia (Profil Pelajar copy)', 'https://profilpelajar.com/article/Cynthia_Kenyon', 'other', ['name', 'title', 'biography', 'scienceHighlights']),
    ],
    disclosures: [
      { kind: 'other', text: 'Has been vice president of aging research at Calico Life Sciences, which she joined in 2014.', sourceUrl: 'https://nekitaink.wordpress.com/2018/08/09/celebrating-cynthia-kenyon-authority-on-genetics-of-ageing-and-life-extension/' },
    ],
  }),
  'Linda Partridge': entry({
    sources: [
      source('Linda Partridge – ari.science profile', 'https://ari.science/linda-partridge', 'other', ['title', 'longevityContribution', 'biography', 'scienceHighlights']),
      source('Dame Linda Partridge FRS – Oxford Talks', 'https://talks.ox.ac.uk/talks/id/f054af62-bd99-466f-9eb2-c51040c366d4/', 'institution', ['title', 'longevityContribution', 'biography']),
      source('Professor Dame Linda Partridge – SFRR International meeting biography', 'https://sfrr.org/www.sfrrimeeting.org/bio-partridge', 'other', ['name', 'biography']),
      source('Mendel Medal 2021: Professor Dame Linda Partridge – The Genetics Society', 'https://genetics.org.uk/medals-and-prizes/genetics-society-medals-and-lectures/mendel-medal/mendel-medal-2021-professor-dame-linda-partridge/', 'institution', ['biography', 'scienceHighlights']),
      source('The Ras-Erk-ETS signaling pathway is a drug target for longevity (Slack et al., Cell 2015) – slides', 'https://slideplayer.com./amp/14721526', 'publication', ['scienceHighlights']),
      source('Trametinib modestly extends healthy life spans in flies – Fight Aging! (2015)', 'https://www.fightaging.org/archives/2015/06/trametinib-modestly-extends-healthy-life-spans-in-flies/', 'other', ['scienceHighlights']),
      source('Mechanisms of life span extension by rapamycin in the fruit fly Drosophila melanogaster (Bjedov et al., Cell Metabolism 2010) – PMC', 'https://pmc.ncbi.nlm.nih.gov/articles/PMC2824086', 'publication', ['scienceHighlights']),
    ],
  }),
  'Vadim Gladyshev': entry({
    sources: [
      source('Dr. Vadim Gladyshev, Harvard University – Lifespan.io', 'https://www.lifespan.io/dr-vadim-gladyshev-harvard-university/', 'other', ['title', 'longevityContribution', 'biography', 'scienceHighlights']),
      source('Vadim Gladyshev on the Fundamentals of Aging – Lifespan.io', 'https://www.lifespan.io/news/vadim-gladyshev-on-the-fundamentals-of-aging/', 'news', ['title', 'biography', 'scienceHighlights']),
      source('Vadim Gladyshev – Skoltech', 'http://read.skoltech.ru/gladyshev_en', 'institution', ['biography']),
      source('Genome sequencing reveals insights into physiology and longevity of the naked mole rat (Nature, 2011) – PMC', 'https://pmc.ncbi.nlm.nih.gov/articles/PMC3319411', 'publication', ['longevityContribution', 'scienceHighlights']),
      source('scAge: single-cell epigenetic age (Gladyshev lab repository README)', 'https://github.com/alex-trapp/scAge', 'other', ['longevityContribution', 'scienceHighlights', 'referenceLinks']),
    ],
  }),
  'Morgan Levine': entry({
    sources: [
      source('Existential Hope podcast: Morgan Levine on aging and the future', 'https://existentialhope.com/podcasts/existential-hope-podcast-morgan-levine-on-aging-and-the-future', 'other', ['biography', 'longevityContribution']),
      source('The Observer interviews Morgan Levine about ageing and her move to Altos Labs – Live Forever Club', 'https://liveforever.club/article/the-observer-interviews-morgan-levine-about-ageing-and-her-move-to-altos-labs', 'news', ['title', 'biography', 'books', 'disclosures']),
      source('Morgan Levine – The Llama Podcast (2021)', 'http://llamapodcast.com/morgan-levine', 'other', ['biography', 'disclosures']),
      source('How old are you really? (True Age, 2022) – AgeBuzz', 'https://agebuzz.com/how-old-are-you-really-investigating-your-biological-rather-than-chronological-age', 'news', ['biography', 'books', 'scienceHighlights']),
      source('Morgan Levine – Big Think', 'https://develop.bigthink.com/series/the-big-think-interview/biological-age-410135/', 'other', ['biography', 'books']),
      source('An epigenetic biomarker of aging for lifespan and healthspan (Aging, 2018) – ResearchGate', 'https://www.researchgate.net/publication/324679306_An_epigenetic_biomarker_of_aging_for_lifespan_and_healthspan', 'publication', ['longevityContribution', 'biography', 'scienceHighlights']),
      source('A new aging measure captures morbidity and mortality risk across diverse subpopulations from NHANES IV (PLOS Medicine, 2018) – PMC', 'https://pmc.ncbi.nlm.nih.gov/articles/PMC6312200', 'publication', ['longevityContribution', 'scienceHighlights']),
      source('PhenoAge – PhysioAge', 'https://physioage.com/about/biomarkers/phenoage/', 'other', ['scienceHighlights']),
    ],
    disclosures: [
      { kind: 'other', text: 'Joined Altos Labs, a privately funded company working on cellular rejuvenation, as a founding principal investigator.', sourceUrl: 'https://liveforever.club/article/the-observer-interviews-morgan-levine-about-ageing-and-her-move-to-altos-labs' },
      { kind: 'adviser', text: 'Was described in 2021 as an adviser to Elysium Health, and helped develop Index, the epigenetic age test the company sells.', sourceUrl: 'http://llamapodcast.com/morgan-levine' },
    ],
  }),
  'Eric Topol': entry({
    sources: [
      source('Eric Topol – Wikipedia', 'https://en.wikipedia.org/wiki/Eric_Topol', 'wikipedia', ['name', 'title', 'biography', 'books']),
      source('Interview with Eric J. Topol, MD – American College of Cardiology (2021)', 'https://www.acc.org/Membership/Sections-and-Councils/Medical-Students/Interviews/2021/01/12/19/44/Interview-With-Eric-J-Topol-MD', 'other', ['title', 'biography', 'books']),
      source('MedCrunch interview with Eric Topol, MD', 'http://www.medcrunch.net/medcrunch-interview-eric-topol-md/', 'other', ['biography']),
      source('What super agers can teach us about longevity and health span (excerpt from Super Agers) – KevinMD (2025)', 'https://kevinmd.com/2025/05/what-super-agers-can-teach-us-about-longevity-and-health-span.html', 'other', ['longevityContribution', 'books', 'scienceHighlights']),
      source("We still haven't found the fountain of youth in our DNA – Center for Genetics and Society", 'https://geneticsandsociety.org/article/we-still-havent-found-fountain-youth-our-dna', 'news', ['longevityContribution', 'scienceHighlights']),
      source('The next phase of Ground Truths – Eric Topol', 'https://erictopol.substack.com/p/the-next-phase-of-ground-truths', 'official', ['biography', 'referenceLinks']),
      source('Deep Medicine – Hachette Book Group', 'https://www.hachettebookgroup.com/titles/eric-topol-md/deep-medicine/9781541644649/', 'other', ['books', 'scienceHighlights']),
    ],
  }),
  'Dan Buettner': entry({
    sources: [
      source('Dan Buettner – Wikipedia (WikiMili copy)', 'https://wikimili.com/en/Dan_Buettner', 'other', ['name', 'title', 'biography', 'disclosures']),
      source('Blue Zones on Netflix: Dan Buettner and Live to 100 – Hone Health', 'https://honehealth.com/edge/blue-zones-netflix-dan-buettner-live-to-100/', 'other', ['title', 'longevityContribution', 'biography']),
      source('Adventist Health acquires Blue Zones – Adventist Review (2020)', 'https://adventistreview.org/news/adventist-health-acquires-blue-zones-to-improve-community-health-and-wellbeing/', 'news', ['biography', 'disclosures', 'scienceHighlights']),
      source('Adventist Health leads movement to improve well-being – Pacific Union Recorder (2021)', 'https://adventistfaith.com/media/recorder-magazine/editorial/2021/09/01/adventist-health-leads-movement-to-improve-well-being/', 'news', ['longevityContribution', 'biography']),
      source('Major Adventist hospital system reinvents itself to focus more on well-being – Adventist Today', 'https://atoday.org/major-adventist-hospital-system-reinvents-itself-to-focus-more-on-well-being/', 'news', ['scienceHighlights']),
      source('Dan Buettner and the Blue Zones – The Longevity Newsletter', 'https://www.thelongevitynewsletter.com/p/dan-buettner-blue-zones', 'other', ['biography', 'books']),
      source('The Blue Zones Solution – Scribd book page', 'https://tr.scribd.com/book/313184233/The-Blue-Zones-Solution-Eating-and-Living-Like-the-World-s-Healthiest-People', 'other', ['books', 'biography']),
      source("Minnesotan Dan Buettner's new cookbook – Star Tribune", 'https://startribune.com/minnesotan-dan-buettners-new-cookbook-could-add-10-years-to-your-life/600268971', 'news', ['books', 'longevityContribution']),
    ],
    disclosures: [
      { kind: 'founder', text: 'Founded Blue Zones, a company that runs community well-being programmes; Adventist Health acquired it in 2020.', sourceUrl: 'https://adventistreview.org/news/adventist-health-acquires-blue-zones-to-improve-community-health-and-wellbeing/' },
    ],
  }),
  'Laura Deming': entry({
    sources: [
      source('An interview with Laura Deming – Fight Aging! (2011)', 'https://fightaging.org/archives/2011/08/an-interview-with-laura-deming.php', 'other', ['biography']),
      source('This Kiwi prodigy wants to help make your world-changing idea happen – Vice', 'https://www.vice.com/en/article/8xb3mg/this-kiwi-prodigy-wants-to-help-make-your-world-changing-idea-happen', 'news', ['biography', 'longevityContribution']),
      source('Laura Deming on longevity, cryopreservation and scientific awe – The Joe Walker Podcast (2025, transcript)', 'https://podscripts.co/podcasts/the-joe-walker-podcast/laura-deming-longevity-transhumanism-cryopreservation-and-optimizing-for-scientific-awe', 'other', ['title', 'longevityContribution', 'biography', 'disclosures']),
      source('Until Labs and its competitors – Owl Posting', 'https://www.owlposting.com/i/179772630/until-labs-competitors', 'other', ['title', 'longevityContribution', 'biography', 'disclosures']),
      source('A startup so cool it could wake the dead – The Hustle', 'https://thehustle.co/news/a-startup-so-cool-it-could-wake-the-dead', 'news', ['biography', 'disclosures']),
      source('Laura Deming – Primer', 'https://primer.com/blog/laura-deming/', 'other', ['title', 'longevityContribution', 'biography']),
    ],
    disclosures: [
      { kind: 'founder', text: 'Founded The Longevity Fund, a venture firm investing in longevity biotechnology, which was later followed by the fund age1, which she co-founded and where she is a partner.', sourceUrl: 'https://podscripts.co/podcasts/the-joe-walker-podcast/laura-deming-longevity-transhumanism-cryopreservation-and-optimizing-for-scientific-awe' },
      { kind: 'founder', text: 'Co-founded Cradle, now Until Labs, a cryopreservation company she leads as chief executive.', sourceUrl: 'https://www.owlposting.com/i/179772630/until-labs-competitors' },
    ],
  }),
  'Peter Diamandis': entry({
    sources: [
      source('Peter Diamandis, XPRIZE – LEADERS Magazine (October 2025)', 'https://leadersmag.com/issues/2025.4_Oct/PUR/LEADERS_Diamandis_XPRIZE.html', 'news', ['title', 'biography', 'books', 'disclosures']),
      source('Peter H. Diamandis, M.D. – New Mexico Museum of Space History, International Space Hall of Fame', 'https://www.nmspacemuseum.org/inductee/peter-h-diamandis-m-d/', 'institution', ['name', 'longevityContribution', 'biography', 'books', 'disclosures']),
      source("Exclusive: XPRIZE's and Singularity's Peter Diamandis – San Jose Business Journal (2016)", 'https://www.bizjournals.com/sanjose/news/2016/09/13/exclusive-xprizes-and-singularitys-peter-diamandis.html', 'news', ['title', 'biography']),
      source('XPRIZE and Hevolution launch $101 million XPRIZE Healthspan (2023)', 'https://impactmaps.xprize.org/prizes/healthspan/articles/xprize-hevolution-solve-fshd-launch-101-million-healthspan-largest-history', 'official', ['longevityContribution', 'scienceHighlights']),
      source('Tony Robbins on finding the life force behind true wealth – Audible', 'http://audible.com/blog/tony-robbins-on-finding-the-life-force-behind-true-wealth', 'other', ['books']),
      source('Books by Steven Kotler – 15 Minute Business Books', 'https://15minutebusinessbooks.com/blog/tag/steven-kotler/', 'other', ['books']),
      source('The Tim Ferriss Show, episode 35: Tony Robbins and Peter Diamandis (transcript, 2014)', 'https://podscripts.co/podcasts/the-tim-ferriss-show/ep-35-tony-robbins-and-peter-diamandis-xprize-on-the-magic-of-thinking-big', 'other', ['disclosures']),
    ],
    disclosures: [
      { kind: 'founder', text: 'Co-founded Human Longevity, Inc., a genomics-based health company.', sourceUrl: 'https://www.nmspacemuseum.org/inductee/peter-h-diamandis-m-d/' },
      { kind: 'founder', text: 'Co-founded Fountain Life, a longevity health company, and was described as its chairman in 2025.', sourceUrl: 'https://leadersmag.com/issues/2025.4_Oct/PUR/LEADERS_Diamandis_XPRIZE.html' },
      { kind: 'founder', text: 'Co-founded BOLD Capital, a venture fund that invests in areas including health and longevity.', sourceUrl: 'https://leadersmag.com/issues/2025.4_Oct/PUR/LEADERS_Diamandis_XPRIZE.html' },
    ],
  }),
  'Paul F. Glenn': entry({
    sources: [
      source('The Buck Institute mourns the passing of Paul F. Glenn (2020)', 'https://www.buckinstitute.org/news/the-buck-institute-mourns-the-passing-of-paul-f-glenn-a-major-champion-of-research-on-aging/', 'institution', ['name', 'title', 'longevityContribution', 'biography', 'scienceHighlights', 'referenceLinks']),
      source('In memoriam: Paul F. Glenn – Salk Institute', 'https://www.salk.edu/news-release/in-memoriam-paul-f-glenn/', 'institution', ['longevityContribution', 'biography', 'scienceHighlights']),
      source('In passing: Paul F. Glenn, 1930–2020 – Montecito Journal', 'https://www.montecitojournal.net/2020/10/29/in-passing-paul-f-glenn-1930-2020/', 'news', ['title', 'biography']),
      source('Glenn Foundation – Harvard Medical School, our donors', 'https://hms.harvard.edu/departments/giving/our-donors/glenn-foundation', 'institution', ['biography', 'referenceLinks']),
      source('Paul F. Glenn – MIT School of Science, alumni and friends', 'http://web.mit.edu/science/alumniandfriends/profiles/glenn.html', 'institution', ['longevityContribution', 'biography']),
      source('Science magazine spotlights AFAR investigators and the TAME trial – AFAR (2015)', 'https://www.afar.org/news/view/afar-in-the-news-science-magazine-spotlights-afar-investigators-and-tame-tr/', 'institution', ['biography']),
    ],
  }),
  'Steven Austad': entry({
    sources: [
      source('Steven N. Austad – Wikipedia', 'https://en.wikipedia.org/wiki/Steven_N._Austad', 'wikipedia', ['name', 'title', 'longevityContribution', 'biography', 'scienceHighlights']),
      source('Steven N. Austad – UAB Department of Biology', 'https://uab.edu/cas/biology/people/faculty/steven-n-austad', 'institution', ['title', 'biography', 'books', 'referenceLinks']),
      source('About me – Steven Austad', 'https://stevenaustad.com/about-me', 'official', ['biography', 'books', 'scienceHighlights', 'referenceLinks']),
      source("Methuselah's Zoo – Abbey's Bookshop", 'https://www.abbeys.com.au/api/product.do?isbn=9780262047098', 'other', ['books', 'biography']),
      source('Life expectancy, living to 150 and cryogenic freezing – The Herald (Glasgow)', 'https://heraldscotland.com/news/24672296.life-expectancy-living-150-cryogenic-freezing', 'news', ['biography']),
      source('Wanna bet? – The Scientist', 'https://www.the-scientist.com/wanna-bet-55088', 'news', ['biography']),
      source('The 2150 bet (Associated Press, 2001) – Gerontology Research Group', 'http://www.grg.org/Bet2150.htm', 'news', ['biography']),
      source('Science magazine spotlights AFAR investigators and the TAME trial – AFAR (2015)', 'https://www.afar.org/news/view/afar-in-the-news-science-magazine-spotlights-afar-investigators-and-tame-tr/', 'institution', ['longevityContribution', 'biography']),
    ],
  }),
  'S. Jay Olshansky': entry({
    sources: [
      source('S. Jay Olshansky – Wikipedia', 'https://en.wikipedia.org/wiki/S._Jay_Olshansky', 'wikipedia', ['name', 'title', 'longevityContribution', 'biography', 'disclosures']),
      source('UIC News release, September 2000: Olshansky joins the School of Public Health', 'http://archive.news.uic.edu/releases-2000/olshansky2_release.html', 'institution', ['title', 'biography']),
      source('UIC News release, 2001: limits to human life span', 'http://archive.news.uic.edu/releases-2001/humanlifespan_release.html', 'institution', ['title', 'scienceHighlights']),
      source('Cristofalo lecture 2016: the longevity dividend – Penn Institute on Aging', 'https://penninstituteonaging.wordpress.com/2016/12/06/cristofalo16_longevitydividend/', 'institution', ['longevityContribution', 'biography', 'scienceHighlights']),
      source('Seminar: Aging, health and longevity in the 21st century – Lingnan University', 'https://www.ln.edu.hk/sgs/news/seminar-aging-health-and-longevity-in-the-21st-century', 'institution', ['biography', 'books', 'scienceHighlights', 'disclosures']),
      source('The 2150 bet (Associated Press, 2001) – Gerontology Research Group', 'http://www.grg.org/Bet2150.htm', 'news', ['biography', 'books']),
      source('Life expectancy, living to 150 and cryogenic freezing – The Herald (Glasgow)', 'https://heraldscotland.com/news/24672296.life-expectancy-living-150-cryogenic-freezing', 'news', ['biography']),
      source('Wanna bet? – The Scientist', 'https://www.the-scientist.com/wanna-bet-55088', 'news', ['biography']),
    ],
    disclosures: [
      { kind: 'founder', text: 'Was co-founder and chief scientist of Lapetus Solutions, a company applying biodemography and facial analytics to health and longevity risk.', sourceUrl: 'https://en.wikipedia.org/wiki/S._Jay_Olshansky' },
    ],
  }),
  'Alexandre Kalache': entry({
    sources: [
      source('Dr Alex Kalache at 80 – ILC Global Alliance (2025)', 'https://www.ilc-alliance.org/news/dr_alex_kalache_80', 'institution', ['name', 'title', 'longevityContribution', 'biography', 'scienceHighlights', 'referenceLinks']),
      source('Alexandre Kalache – IFA 2018 Global Conference on Ageing', 'https://www.ifa2018.com/international-program-and-advisory-committees/alexandre-kalache/', 'other', ['title', 'biography', 'scienceHighlights']),
      source('Dr Alexandre Kalache – Ageing Well Revolution', 'http://ageingwellrevolution.com.au/speaker/dr-alexandre-kalache/', 'other', ['longevityContribution', 'biography', 'scienceHighlights']),
      source('Dr Alexandre Kalache – 3rd World Congress on Age-Friendly Cities and Communities', 'https://3wcafcc.org/dr-alexandre-kalache', 'other', ['biography']),
    ],
  }),
  'Dan Perry': entry({
    sources: [
      source('History – Alliance for Aging Research', 'http://www.agingresearch.org/section/aboutus/history', 'official', ['name', 'title', 'longevityContribution', 'biography']),
      source('History of the Alliance – Alliance for Aging Research', 'http://www.agingresearch.org/PageSections/history_of_alliance', 'official', ['longevityContribution', 'biography']),
      source('Dan Perry releases statement on Rep. Alan Grayson – Alliance for Aging Research (2015)', 'https://www.agingresearch.org/news/dan-perry-releases-statement-on-rep-alan-grayson/', 'official', ['title', 'biography']),
      source('Celebrating 35 years of the Alliance for Aging Research with founder Dan Perry (2021)', 'https://www.agingresearch.org/about-us/thisisgrowingold/35-celebrating-35-years-of-the-alliance-for-aging-research-with-founder-dan-perry/', 'official', ['title', 'longevityContribution', 'referenceLinks']),
    ],
  }),
  'Robert N. Butler': entry({
    sources: [
      source('History of the NIA – National Institute on Aging', 'https://www.nia.nih.gov/about/history', 'official', ['title', 'longevityContribution', 'biography']),
      source('Robert N. Butler – Wikipedia', 'https://en.wikipedia.org/wiki/Robert_N._Butler', 'wikipedia', ['name', 'title', 'longevityContribution', 'biography', 'books', 'scienceHighlights']),
      source('Robert N. Butler, pioneer in the study of aging – Columbia University Irving Medical Center', 'https://www.cuimc.columbia.edu/news/robert-n-butler-pioneer-study-aging', 'institution', ['longevityContribution', 'biography', 'books', 'scienceHighlights']),
      source('Robert Butler dies at 83; psychiatrist who coined "ageism" – Los Angeles Times (2010)', 'https://www.latimes.com/local/obituaries/la-me-robert-butler-20100707-story.html', 'news', ['biography', 'books']),
      source('Robert Butler, who coined "ageism", dies at 83 – Fifty Plus Advocate (2010)', 'https://www.fiftyplusadvocate.com/2010/07/06/robert-butler-who-coined-ageism-dies-at-83/', 'news', ['biography', 'books', 'scienceHighlights']),
    ],
  }),
  'George Church': entry({
    sources: [
      source('George Church (geneticist) – Wikipedia (TheInfoList copy)', 'http://theinfolist.com/html/ALL/s/George_Church_(geneticist).html', 'other', ['name', 'title', 'biography']),
      source('Welcome George Church to the genomics advisory panel – OSEHRA', 'https://www.osehra.org/blog/welcome-george-church-harvard-and-mit-genomics-advisory-panel', 'other', ['title', 'longevityContribution', 'biography', 'scienceHighlights']),
      source('George M. Church, Ph.D. – AIMBE College of Fellows', 'https://aimbe.org/college-of-fellows/COF-1625', 'institution', ['biography', 'scienceHighlights']),
      source('George Church – Longevity 2020 speaker biography', 'http://www.longevity2020.com/george-church', 'other', ['biography', 'disclosures']),
      source('A stealthy Harvard startup wants to reverse aging in dogs, and humans could be next – MIT Technology Review', 'https://medium.com/mit-technology-review/a-stealthy-harvard-startup-wants-to-reverse-aging-in-dogs-and-humans-could-be-next-3ae1a1aa849b', 'news', ['longevityContribution', 'disclosures']),
      source('Harvard professor uses gene therapy to fight aging – Biotech Brothers (2019)', 'https://biotechbrothers.com/2019/11/08/harvard-professor-uses-gene-therapy-to-fight-aging/', 'other', ['title', 'scienceHighlights']),
      source('Profiling George Church – GenomeWeb', 'https://www.genomeweb.com/blog/profiling-george-church', 'news', ['biography', 'disclosures']),
      source('Regenesis – Kirkus Reviews', 'https://www.kirkusreviews.com/book-reviews/george-church/regenesis/print/', 'other', ['books', 'biography']),
    ],
    disclosures: [
      { kind: 'founder', text: 'Co-founded Rejuvenate Bio, a company developing gene therapies against ageing, first in dogs.', sourceUrl: 'https://medium.com/mit-technology-review/a-stealthy-harvard-startup-wants-to-reverse-aging-in-dogs-and-humans-could-be-next-3ae1a1aa849b' },
      { kind: 'other', text: 'A New York Times profile reported that he had co-founded or advised about 22 businesses, in areas including synthetic biology, sequencing and consumer genetic testing.', sourceUrl: 'https://www.genomeweb.com/blog/profiling-george-church' },
    ],
  }),
  'James L. Kirkland': entry({
    sources: [
      source('Mayo Clinic researcher to speak at McMaster on aging and chronic diseases – McMaster MIRA (2017)', 'https://mira.mcmaster.ca/news-events/mayo-clinic-researcher-to-speak-at-mcmaster-on-aging-and-chronic-diseases/', 'institution', ['title', 'longevityContribution', 'biography']),
      source('James L. Kirkland, M.D., Ph.D. – Mayo Clinic Research', 'https://www.mayo.edu/research/faculty/kirkland-james-l-m-d-ph-d/bio-00096544', 'institution', ['longevityContribution', 'scienceHighlights']),
      source('Message from the director – Robert and Arlene Kogod Center on Aging, Mayo Clinic', 'https://www.mayo.edu/research/centers-programs/robert-arlene-kogod-center-aging/about/message-from-director', 'institution', ['title', 'biography']),
      source('Senolytics shown to improve health in mice even late in life – AFAR (2018)', 'https://www.afar.org/news/view/senolytics-shown-to-improve-health-in-mice-even-late-in-life-six-afar-exper/', 'institution', ['longevityContribution', 'biography', 'scienceHighlights']),
      source('Science magazine spotlights AFAR investigators and the TAME trial – AFAR (2015)', 'https://www.afar.org/news/view/afar-in-the-news-science-magazine-spotlights-afar-investigators-and-tame-tr/', 'institution', ['biography']),
      source('Cellular senescence and senolytics: the path to the clinic (Nature Medicine, 2022) – PMC', 'https://pmc.ncbi.nlm.nih.gov/articles/PMC9599677/', 'publication', ['longevityContribution', 'scienceHighlights']),
      source('Jim Kirkland – Elysium Health scientific advisory board', 'https://www.elysiumhealth.com/en-us/science/scientific-advisory-board/jim-kirkland', 'official', ['disclosures']),
    ],
    disclosures: [
      { kind: 'adviser', text: 'Has been listed as a member of the scientific advisory board of Elysium Health, a supplement company.', sourceUrl: 'https://www.elysiumhealth.com/en-us/science/scientific-advisory-board/jim-kirkland' },
    ],
  }),
  'Tom Kirkwood': entry({
    sources: [
      source('Tom Kirkwood – Wikipedia (January 2021 revision)', 'https://en.wikipedia.org/?oldid=1000564535&title=Tom_Kirkwood', 'wikipedia', ['name', 'title', 'longevityContribution', 'biography', 'books', 'scienceHighlights']),
      source('Thomas Kirkwood – ari.science profile', 'https://ari.science/thomas-kirkwood', 'other', ['title', 'biography']),
      source('Tom Kirkwood – Cell City, The Open University', 'http://www2.open.ac.uk/openlearn/cellcity/scientists/tom_kirkwood.htm', 'institution', ['longevityContribution', 'biography', 'books', 'scienceHighlights']),
      source('Golden oldie – New Scientist', 'https://www.newscientist.com/article/mg16221905.900-golden-oldie/', 'news', ['longevityContribution', 'scienceHighlights']),
    ],
  }),
  'Leonard Hayflick': entry({
    sources: [
      source('Leonard Hayflick – Wikipedia', 'https://en.wikipedia.org/wiki/Leonard_Hayflick', 'wikipedia', ['name', 'title', 'longevityContribution', 'biography', 'scienceHighlights']),
      source('Leonard Hayflick obituary (New York Times text, August 2024)', 'https://publisherhealth.com/?p=975143', 'news', ['longevityContribution', 'biography', 'scienceHighlights']),
      source('Leonard Hayflick – Piglix (from Wikipedia)', 'http://piglix.com/piglix/Leonard_Hayflick', 'other', ['books']),
    ],
  }),
  'Elizabeth Blackburn': entry({
    sources: [
      source('Elizabeth Blackburn – Wikipedia (WikiMili copy)', 'https://wikimili.com/en/Elizabeth_Blackburn', 'other', ['name', 'longevityContribution', 'biography']),
      source('Elizabeth Blackburn – World Economic Forum', 'https://www.weforum.org/people/elizabeth-blackburn', 'other', ['title', 'biography']),
      source('Alliance for Aging Research – 2017 event page (Elizabeth Blackburn)', 'http://www.agingresearch.org/2017sia', 'other', ['title', 'longevityContribution', 'biography']),
      source('Elizabeth H. Blackburn – Britannica contributor page', 'https://britannica.com/contributor/Elizabeth-H-Blackburn/12354667', 'other', ['biography', 'books']),
      source('The Telomere Effect – Chemistry World review (2017)', 'https://www.chemistryworld.com/culture/the-telomere-effect/3007026.article', 'news', ['books', 'biography']),
      source('Telomere Nobelist selling a biological age test – New Scientist (2011)', 'https://www.newscientist.com/article/mg21028100-200-telomere-nobelist-selling-a-biological-age-test/', 'news', ['scienceHighlights', 'disclosures']),
      source('Code breaker: Nobel laureate (profile of Elizabeth Blackburn) – San Jose Business Journal (2012-02-17)', 'https://www.bizjournals.com/sanjose/print-edition/2012/02/17/code-breaker-nobel-laureate-unlocks.html', 'news', ['disclosures']),
    ],
    disclosures: [
      { kind: 'founder', text: 'Co-founded Telome Health, a Menlo Park company that in 2011 began offering a telomere-length test as a measure of biological age.', sourceUrl: 'https://www.newscientist.com/article/mg21028100-200-telomere-nobelist-selling-a-biological-age-test/' },
    ],
  }),
  'Leonard Guarente': entry({
    sources: [
      source('In Profile: Leonard Guarente – MIT News (2009)', 'https://news.mit.edu/2009/profile-guarente-091509', 'institution', ['longevityContribution', 'biography', 'scienceHighlights']),
      source('Paul F. Glenn Laboratory for the Science of Aging at MIT – MIT News (2008)', 'https://news.mit.edu/2008/aging-center-0909', 'institution', ['biography', 'scienceHighlights']),
      source('Big Think interview with Leonard Guarente', 'https://preprod.bigthink.com/videos/big-think-interview-with-leonard-guarente', 'other', ['title', 'biography']),
      source('Mammalian sirtuins: emerging roles in physiology, aging, and calorie restriction (Haigis & Guarente, Genes & Development)', 'https://studylib.net/doc/12696559/mammalian-sirtuins%E2%80%94emerging-roles-in-physiology--aging--a...', 'publication', ['longevityContribution', 'scienceHighlights']),
      source('Metabolic and neuropsychiatric effects of calorie restriction and sirtuins (Libert & Guarente, 2013) – PMC', 'https://pmc.ncbi.nlm.nih.gov/articles/PMC3570673', 'publication', ['scienceHighlights']),
      source('Ageless Quest – Publishers Weekly', 'http://publishersweekly.com/978-0-87969-652-8', 'other', ['books']),
      source('Eric Marcotulli: bottling the fountain of youth – The Flux podcast', 'https://thefluxpodcast.medium.com/23-eric-marcotulli-bottling-the-fountain-of-youth-fd609bc179', 'other', ['biography', 'disclosures']),
      source('The life-extension death match – Proto.life (2017)', 'https://proto.life/2017/12/the-life-extension-death-match/', 'news', ['disclosures']),
    ],
    disclosures: [
      { kind: 'founder', text: 'Co-founded Elysium Health, a company that sells the dietary supplement Basis, in 2014.', sourceUrl: 'https://thefluxpodcast.medium.com/23-eric-marcotulli-bottling-the-fountain-of-youth-fd609bc179' },
    ],
  }),
};
