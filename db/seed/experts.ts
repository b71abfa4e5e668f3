import type { ExpertProfile } from '../../domain/entities.ts';

/**
 * The curated starting directory: real, publicly known figures of longevity science and medicine.
 * Everything here is public, well-established information written conservatively; links are
 * either the person's own or institutional site, their English Wikipedia article, or a PubMed
 * author search. Videos, images and custom GPTs are left for editors to add after checking.
 */
export interface SeedExpert extends ExpertProfile {
  /** 1..12 for the experts shown on the home page, in this order. */
  featuredOrder?: number;
}

const wiki = (title: string) => `https://en.wikipedia.org/wiki/${title}`;
const pubmed = (author: string) => `PubMed|https://pubmed.ncbi.nlm.nih.gov/?term=${encodeURIComponent(`${author}[Author]`)}`;

function expert(profile: Omit<SeedExpert, 'imageUrl' | 'customGptUrl' | 'youtubeEmbeds'>): SeedExpert {
  return { imageUrl: null, customGptUrl: null, youtubeEmbeds: [], ...profile };
}

export const seedExperts: SeedExpert[] = [
  // ---------------------------------------------------------------- featured (home page order)
  expert({
    name: 'David Sinclair',
    featuredOrder: 1,
    title: 'Professor of Genetics, Harvard Medical School',
    categories: ['academic', 'author', 'podcaster_media'],
    longevityContribution:
      'Known for research on sirtuins, NAD+ and the epigenetic changes that accompany ageing, and for proposing an "information theory of ageing". His laboratory has explored partial epigenetic reprogramming as a way to restore youthful function in animal models.',
    biography: [
      'Australian-American biologist, educated at the University of New South Wales (BSc, PhD).',
      "Trained as a postdoctoral researcher in Leonard Guarente's laboratory at MIT, studying ageing in yeast.",
      'Joined Harvard Medical School in 1999 and became the founding director of its Paul F. Glenn laboratories for research on the biology of ageing.',
      'Co-author, with Matthew LaPlante, of the New York Times bestseller Lifespan, and co-host with him of a podcast on the science of ageing.',
      'Appointed an Officer of the Order of Australia (AO).',
    ].join('\n'),
    referenceLinks: ['Official Website|https://sinclair.hms.harvard.edu', wiki('David_A._Sinclair')],
    books: ["Lifespan: Why We Age—and Why We Don't Have To|David A. Sinclair with Matthew D. LaPlante"],
    scienceHighlights: [
      'Sirtuins and NAD+|His laboratory has studied how sirtuin enzymes and their co-factor NAD+ link metabolism to ageing in yeast, worms and mice.',
      'Information theory of ageing|Proposes that a progressive loss of epigenetic information, not only DNA mutation, is a major driver of ageing.',
      'Partial reprogramming|His team reported that expressing three of the Yamanaka factors (OSK) restored vision-related function in the eyes of old and injured mice.',
    ],
  }),
  expert({
    name: 'Peter Attia',
    featuredOrder: 2,
    title: 'Physician and host of The Drive podcast',
    categories: ['clinician', 'podcaster_media', 'author'],
    longevityContribution:
      'Physician focused on the applied science of longevity, known for arguing for "Medicine 3.0", a proactive, prevention-first approach aimed at extending healthspan as well as lifespan. His book Outlive and his podcast The Drive translate research on exercise, nutrition, sleep and emotional health for a general audience.',
    biography: [
      'Canadian-American physician.',
      'Earned his medical degree at Stanford University, then began a general surgery residency at the Johns Hopkins Hospital, which he left before completing it.',
      'Founded a medical practice focused on the applied science of longevity.',
      'Hosts The Drive, a long-form podcast on health, medicine and longevity science.',
      'Author, with Bill Gifford, of Outlive: The Science and Art of Longevity (2023).',
    ].join('\n'),
    referenceLinks: ['Official Website|https://peterattiamd.com', wiki('Peter_Attia')],
    books: ['Outlive: The Science and Art of Longevity|Peter Attia with Bill Gifford'],
    scienceHighlights: [
      'Medicine 3.0|Argues for a proactive, personalised model of medicine that acts years before chronic disease appears.',
      "Chronic diseases of ageing|Frames longevity around delaying the diseases of ageing that kill most people: heart disease, cancer, Alzheimer's disease and type 2 diabetes.",
    ],
  }),
  expert({
    name: 'Valter Longo',
    featuredOrder: 3,
    title: 'Director, USC Longevity Institute, University of Southern California',
    categories: ['academic', 'author', 'scientist_innovator'],
    longevityContribution:
      'Studies how fasting and nutrient-sensing pathways regulate ageing and disease, from yeast to humans. Developed the fasting-mimicking diet and has studied periodic fasting as a way to protect normal cells during chemotherapy. He founded L-Nutra, the company that sells a commercial fasting-mimicking diet.',
    biography: [
      'Italian-American biogerontologist and cell biologist.',
      'Born in Genoa, Italy, he moved to the United States at the age of 16.',
      'Directs the USC Longevity Institute at the Leonard Davis School of Gerontology in Los Angeles.',
      'Also leads a research programme on longevity and cancer at IFOM in Milan.',
      'Author of The Longevity Diet (2018).',
    ].join('\n'),
    referenceLinks: [wiki('Valter_Longo'), pubmed('Longo VD')],
    books: ['The Longevity Diet|Valter Longo'],
    scienceHighlights: [
      'Fasting-mimicking diet|Designed a periodic, plant-based, low-calorie eating plan intended to reproduce some effects of fasting while still providing food.',
      'Fasting and chemotherapy|Showed in animal studies that short-term fasting can protect normal cells from chemotherapy toxicity while leaving cancer cells sensitive.',
      'Growth hormone receptor deficiency|Collaborated with Jaime Guevara-Aguirre on studies of people with Laron syndrome in Ecuador, who showed very low rates of cancer and diabetes.',
    ],
  }),
  expert({
    name: 'Nir Barzilai',
    featuredOrder: 4,
    title: 'Director, Institute for Aging Research, Albert Einstein College of Medicine',
    categories: ['academic', 'regulator_policy'],
    longevityContribution:
      'Studies the genetics of exceptional longevity in centenarians and leads the effort to test whether the diabetes drug metformin can delay age-related diseases. The TAME trial he proposed is designed to show regulators such as the FDA that ageing itself can be a target for treatment.',
    biography: [
      'Israeli-born physician-scientist, an internist and endocrinologist by training.',
      'Professor of medicine and genetics at the Albert Einstein College of Medicine in New York.',
      "Directs Einstein's Institute for Aging Research and its Glenn Center for the biology of human ageing.",
      'Leads the Longevity Genes Project, which studies Ashkenazi Jewish centenarians and their children.',
    ].join('\n'),
    referenceLinks: [wiki('Nir_Barzilai'), pubmed('Barzilai N')],
    books: [],
    scienceHighlights: [
      'Longevity Genes Project|Found that Ashkenazi Jewish centenarians and their offspring more often carry a variant of the cholesterol-related CETP gene and have larger cholesterol particles in their blood.',
      'TAME trial|Proposed Targeting Aging with Metformin, a trial testing whether one drug can delay several age-related diseases at once.',
      'Ageing as an indication|Has worked with the FDA and funders to have ageing recognised as a legitimate target for drug development.',
    ],
  }),
  expert({
    name: 'Aubrey de Grey',
    featuredOrder: 5,
    title: 'President and Chief Science Officer, LEV Foundation',
    categories: ['scientist_innovator', 'philanthropist_advocate', 'author'],
    longevityContribution:
      'Biomedical gerontologist who proposed SENS (Strategies for Engineered Negligible Senescence), a plan to treat ageing by repairing the molecular and cellular damage that metabolism causes over time.',
    biography: [
      'English biomedical gerontologist, originally trained in computer science at the University of Cambridge.',
      'Earned a Cambridge PhD for his book The Mitochondrial Free Radical Theory of Aging (1999).',
      'Co-founded the Methuselah Foundation and later the SENS Research Foundation, where he was chief science officer.',
      'He started the Longevity Escape Velocity (LEV) Foundation, which funds studies combining rejuvenation therapies in middle-aged mice.',
      'Co-author, with Michael Rae, of Ending Aging (2007).',
    ].join('\n'),
    referenceLinks: [wiki('Aubrey_de_Grey'), wiki('SENS_Research_Foundation')],
    books: [
      'Ending Aging: The Rejuvenation Breakthroughs That Could Reverse Human Aging in Our Lifetime|Aubrey de Grey and Michael Rae',
      'The Mitochondrial Free Radical Theory of Aging|Aubrey de Grey',
    ],
    scienceHighlights: [
      'SENS|Groups the molecular and cellular damage that accumulates with age into a small number of categories, each with a proposed repair strategy.',
    ],
  }),
  expert({
    name: 'Steve Horvath',
    featuredOrder: 6,
    title: 'Principal Investigator, Altos Labs; former Professor of Human Genetics and Biostatistics, UCLA',
    categories: ['ai_data_scientist', 'academic'],
    longevityContribution:
      'Developed the pan-tissue DNA methylation "epigenetic clock" published in 2013, which predicts chronological age accurately across many human tissues. He later co-developed clocks trained on health and mortality risk, such as GrimAge, and led work on clocks that apply across mammals.',
    biography: [
      'German-American geneticist and biostatistician.',
      'Spent most of his academic career at UCLA as a professor of human genetics and biostatistics.',
      'Co-developed weighted gene co-expression network analysis (WGCNA), a widely used method for studying gene networks.',
      'Was reported in 2021 as a principal investigator at Altos Labs, which launched publicly in January 2022.',
    ].join('\n'),
    referenceLinks: [wiki('Steve_Horvath'), wiki('Epigenetic_clock'), pubmed('Horvath S')],
    books: [],
    scienceHighlights: [
      'Pan-tissue epigenetic clock|His 2013 clock uses DNA methylation at a few hundred CpG sites to estimate age across many tissues and cell types.',
      'GrimAge|Co-developed a methylation-based predictor trained on mortality risk rather than on chronological age.',
      'Universal mammalian clocks|Led a large consortium study of DNA methylation across many mammalian species, producing clocks that work across species.',
    ],
  }),
  expert({
    name: 'Andrew Huberman',
    featuredOrder: 7,
    title: 'Neuroscientist, Stanford School of Medicine; host of the Huberman Lab podcast',
    categories: ['podcaster_media', 'academic'],
    longevityContribution:
      'Neuroscientist whose Huberman Lab podcast, launched in 2021, brings research on sleep, light exposure, exercise, stress and nutrition to a very large audience. Episodes often feature longevity researchers and clinicians.',
    biography: [
      'American neuroscientist on the faculty of the Stanford University School of Medicine.',
      'Earned a PhD in neuroscience, followed by postdoctoral research at Stanford.',
      'His laboratory has studied the visual system, including regeneration of retinal connections in mice, and the biology of stress.',
      'Launched the Huberman Lab podcast in January 2021.',
    ].join('\n'),
    referenceLinks: ['Official Website|https://www.hubermanlab.com', wiki('Andrew_Huberman')],
    books: [],
    scienceHighlights: [
      'Retinal regeneration in mice|His laboratory reported that visual stimulation combined with molecular intervention could promote regrowth of damaged retinal ganglion cell connections in mice.',
    ],
  }),
  expert({
    name: 'Bryan Johnson',
    featuredOrder: 8,
    title: 'Founder of Blueprint and Kernel',
    categories: ['investor', 'podcaster_media'],
    longevityContribution:
      'Entrepreneur known for Project Blueprint, an intensively measured personal protocol that tracks his biomarkers in an attempt to slow his rate of biological ageing, with the methods published openly. His "Don\'t Die" message has brought debates about measuring ageing to a mass audience.',
    biography: [
      'American entrepreneur and investor.',
      'Founded the payments company Braintree, which bought Venmo in 2012; in 2013 eBay, then the parent company of PayPal, agreed to buy Braintree for $800 million.',
      'Founded OS Fund, a venture fund for science and technology start-ups, and Kernel, a company building non-invasive brain measurement devices.',
      'Since 2021 has publicly documented his diet, exercise, sleep and biomarker data through Project Blueprint.',
      "Subject of the 2025 Netflix documentary Don't Die: The Man Who Wants to Live Forever.",
    ].join('\n'),
    referenceLinks: ['Blueprint|https://blueprint.bryanjohnson.com', wiki('Bryan_Johnson')],
    books: [],
    scienceHighlights: ['Project Blueprint|Publishes a detailed protocol and regularly measured biomarkers from his own single-person experiment.'],
  }),
  expert({
    name: 'Rhonda Patrick',
    featuredOrder: 9,
    title: 'Biochemist and host of the FoundMyFitness podcast',
    categories: ['podcaster_media'],
    longevityContribution:
      'Biochemist whose FoundMyFitness podcast explains research on nutrition, micronutrients, fasting, sauna use and ageing, with the stated aim of encouraging a proactive, preventive approach to health and longevity.',
    biography: [
      'American biochemist and science communicator.',
      'Has researched ageing, cancer and nutrition, including how vitamin and mineral inadequacies affect metabolism and ageing.',
      "Worked with Bruce Ames at Children's Hospital Oakland Research Institute, studying micronutrients and metabolism.",
      'Hosts the FoundMyFitness podcast.',
    ].join('\n'),
    referenceLinks: ['Official Website|https://www.foundmyfitness.com', pubmed('Patrick RP')],
    books: [],
    scienceHighlights: [
      'Vitamin D, omega-3s and serotonin|Co-authored papers with Bruce Ames proposing how vitamin D and omega-3 fatty acids may influence serotonin production in the brain.',
    ],
  }),
  expert({
    name: 'Alex Zhavoronkov',
    featuredOrder: 10,
    title: 'Founder and CEO, Insilico Medicine',
    categories: ['ai_data_scientist', 'investor', 'scientist_innovator'],
    longevityContribution:
      'An early proponent of applying deep learning and generative AI to drug discovery and to biomarkers of ageing. His company Insilico Medicine has taken AI-discovered drug candidates, including one for idiopathic pulmonary fibrosis, into human clinical trials.',
    biography: [
      'Biotechnology entrepreneur who spent his early childhood in Riga, Latvia, and moved to Canada as a child.',
      'Founded Insilico Medicine in 2014.',
      'Has published widely on deep-learning "ageing clocks" built from blood tests and other health data.',
    ].join('\n'),
    referenceLinks: ['Insilico Medicine|https://insilico.com', wiki('Alex_Zhavoronkov')],
    books: [],
    scienceHighlights: [
      'Deep ageing clocks|Co-authored early work using deep neural networks trained on routine blood biochemistry to predict age.',
      'AI-discovered drugs in the clinic|Insilico moved a drug candidate for idiopathic pulmonary fibrosis, found with generative AI, into human trials.',
    ],
  }),
  expert({
    name: 'Matt Kaeberlein',
    featuredOrder: 11,
    title: 'Co-founder and CEO, Optispan; former Professor of Laboratory Medicine and Pathology, University of Washington',
    categories: ['academic', 'scientist_innovator'],
    longevityContribution:
      'Biogerontologist known for large-scale genetic studies of ageing in yeast and for research on rapamycin and the mTOR pathway. Co-founded the Dog Aging Project, a long-term study of ageing in companion dogs that includes a clinical trial of rapamycin.',
    biography: [
      "American biologist who studied ageing in yeast as a PhD student in Leonard Guarente's laboratory at MIT, drawn to the field by a talk Guarente gave.",
      'Spent many years on the faculty of the University of Washington, where he directed its Healthy Aging and Longevity Research Institute.',
      'Co-founded and co-directed the Dog Aging Project with Daniel Promislow.',
      'In 2023 he left his professorship at the University of Washington and co-founded Optispan, a health-technology company focused on preventive, healthspan-oriented care, with Dave Sabey, founder of the real-estate firm Sabey Corporation; he leads it as chief executive.',
    ].join('\n'),
    referenceLinks: ['Dog Aging Project|https://dogagingproject.org', pubmed('Kaeberlein M')],
    books: [],
    scienceHighlights: [
      'Dog Aging Project|A nationwide study of ageing in pet dogs, including a randomised trial of rapamycin.',
      'Yeast lifespan screens|Led large-scale screens of yeast gene deletions for effects on replicative lifespan, which pointed to the nutrient-sensing TOR pathway.',
      'Rapamycin and mTOR|Studies how inhibiting the mTOR pathway extends lifespan and healthspan in model organisms.',
    ],
  }),
  expert({
    name: 'Eric Verdin',
    featuredOrder: 12,
    title: 'President and CEO, Buck Institute for Research on Aging',
    categories: ['academic', 'scientist_innovator'],
    longevityContribution:
      'Leads the Buck Institute, the first independent research institute devoted to the biology of ageing. His own research covers NAD+ metabolism, sirtuins and histone deacetylases, and how ketone bodies and diet influence ageing.',
    biography: [
      'Physician-scientist (MD).',
      'Came to the Buck from the UCSF-affiliated Gladstone Institute of Virology and Immunology.',
      'Became President and CEO of the Buck Institute for Research on Aging in 2016.',
      "His laboratory's later work centres on metabolism and ageing, including ketone bodies and NAD+.",
    ].join('\n'),
    referenceLinks: ['Buck Institute|https://www.buckinstitute.org', wiki('Eric_Verdin')],
    books: [],
    scienceHighlights: [
      'Ketone bodies as signals|His laboratory showed that the ketone body beta-hydroxybutyrate inhibits class I histone deacetylases, linking metabolism to gene regulation.',
      'NAD+ and mitochondrial sirtuins|Studies how NAD+ decline and mitochondrial sirtuins affect metabolism with age.',
    ],
  }),

  // ---------------------------------------------------------------- the wider directory
  expert({
    name: 'Judith Campisi',
    title: 'Professor, Buck Institute for Research on Aging (died 2024)',
    categories: ['academic', 'scientist_innovator'],
    longevityContribution:
      'A leading figure in the study of cellular senescence, she helped show that senescent cells release inflammatory and tissue-remodelling factors, the senescence-associated secretory phenotype (SASP), that can drive age-related disease.',
    biography: [
      'American cell biologist and biochemist; she died in January 2024.',
      'Held appointments at the Buck Institute for Research on Aging and at Lawrence Berkeley National Laboratory.',
      'Her research explained how cellular senescence can protect against cancer early in life yet promote ageing later.',
      'She mentored many of the researchers now leading the field of senescence biology.',
    ].join('\n'),
    referenceLinks: [wiki('Judith_Campisi'), pubmed('Campisi J')],
    books: [],
    scienceHighlights: [
      'Senescence-associated secretory phenotype|Characterised the SASP, the mix of inflammatory signals, growth factors and enzymes released by senescent cells.',
      'A double-edged sword|Argued that senescence suppresses cancer in youth but contributes to ageing and disease later in life.',
    ],
  }),
  expert({
    name: 'Cynthia Kenyon',
    title: 'Vice President of Aging Research, Calico Life Sciences',
    categories: ['academic', 'scientist_innovator'],
    longevityContribution:
      'Showed in 1993 that a mutation in a single gene, daf-2, doubles the lifespan of the roundworm C. elegans, demonstrating that ageing is regulated by genes. Her work on insulin/IGF-1 signalling and the DAF-16/FOXO transcription factor helped launch modern molecular research on ageing.',
    biography: [
      'American molecular biologist.',
      'Was for many years a professor at the University of California, San Francisco, studying the genetics of ageing in C. elegans.',
      'Left UCSF in 2014 to join Calico, an ageing research company formed by Google in 2013, where she leads ageing research.',
      'Directed the Hillblom Center for the Biology of Aging at UCSF.',
    ].join('\n'),
    referenceLinks: [wiki('Cynthia_Kenyon'), 'Calico|https://www.calicolabs.com'],
    books: [],
    scienceHighlights: [
      'daf-2 doubles lifespan|Her 1993 study showed that reducing the activity of one gene doubled the lifespan of C. elegans.',
      'DAF-16/FOXO|Showed that the long life of daf-2 mutants depends on DAF-16, the worm version of the FOXO transcription factors.',
    ],
  }),
  expert({
    name: 'Linda Partridge',
    title: 'Professor, UCL Institute of Healthy Ageing; one of three founding directors, Max Planck Institute for Biology of Ageing',
    categories: ['academic'],
    longevityContribution:
      'Geneticist who studies how diet, nutrient-sensing pathways and drugs such as rapamycin affect ageing, mainly in fruit flies and mice. Her work aims to find interventions that shorten the period of ill health at the end of life.',
    biography: [
      'British evolutionary biologist and geneticist; she was appointed a Dame (DBE).',
      'Became director of the UCL Institute of Healthy Ageing in London in 2007.',
      'In 2008 became one of the three founding directors of the Max Planck Institute for Biology of Ageing in Cologne, Germany; the institute describes her as an emeritus director.',
      'Fellow of the Royal Society.',
    ].join('\n'),
    referenceLinks: [wiki('Linda_Partridge'), pubmed('Partridge L')],
    books: [],
    scienceHighlights: [
      'Dietary restriction in flies|Studied how dietary restriction and the nutrient-sensing pathways it acts through extend lifespan in Drosophila.',
      'Repurposing drugs|Her groups tested existing drugs such as rapamycin and trametinib for effects on lifespan in flies.',
    ],
  }),
  expert({
    name: 'Vadim Gladyshev',
    title: "Professor of Medicine, Harvard Medical School and Brigham and Women's Hospital",
    categories: ['academic', 'ai_data_scientist'],
    longevityContribution:
      'Studies the fundamental causes of ageing using comparative genomics of long- and short-lived species and quantitative measures of biological age. His laboratory develops ageing clocks and has studied when biological ageing begins during early development.',
    biography: [
      'Trained in chemistry at Moscow State University, where he completed his PhD before moving to the United States.',
      "Professor of Medicine at Harvard Medical School, with his research group at Brigham and Women's Hospital.",
      'Known for identifying the full set of selenium-containing proteins (the selenoproteome) in humans.',
    ].join('\n'),
    referenceLinks: ['Interview (Skoltech, 2021)|http://read.skoltech.ru/gladyshev_en', pubmed('Gladyshev VN')],
    books: [],
    scienceHighlights: [
      'Comparative biology of lifespan|Compares genomes and molecular profiles of long-lived species such as the naked mole-rat with shorter-lived relatives.',
      'A "ground zero" of ageing|Reported evidence from epigenetic clocks that biological age falls to a minimum during early embryonic development.',
      'Human selenoproteome|Characterised the complete set of human selenoproteins.',
    ],
  }),
  expert({
    name: 'Morgan Levine',
    title: 'Researcher on biological ageing; developer of the PhenoAge measures',
    categories: ['ai_data_scientist', 'academic'],
    longevityContribution:
      'Develops measures of biological ageing from clinical blood tests and DNA methylation, including Phenotypic Age and the DNAm PhenoAge epigenetic clock.',
    biography: [
      'Researcher working on biomarkers of ageing.',
      'Worked with Steve Horvath on the DNAm PhenoAge epigenetic clock, published in 2018.',
      'Worked with Elysium Health on Index, its epigenetic age test, while at Yale University.',
    ].join('\n'),
    referenceLinks: [pubmed('Levine ME'), wiki('Epigenetic_clock')],
    books: [],
    scienceHighlights: [
      'Phenotypic Age|A measure of biological age built from routine clinical blood markers that predicts mortality better than chronological age.',
      'DNAm PhenoAge|An epigenetic clock trained to capture differences in health and mortality risk between people of the same age.',
    ],
  }),
  expert({
    name: 'Eric Topol',
    title: 'Founder and Director, Scripps Research Translational Institute',
    categories: ['clinician', 'author', 'ai_data_scientist'],
    longevityContribution:
      'Cardiologist and genomics researcher who led the Wellderly study, which sequenced the genomes of healthy older adults to look for the genetics of healthy ageing. His book Super Agers examines the evidence on healthy ageing and prevention.',
    biography: [
      'American cardiologist, scientist and author.',
      'Professor of molecular medicine at Scripps Research in La Jolla, California.',
      'Previously chaired the Department of Cardiovascular Medicine at the Cleveland Clinic.',
      'Writes Ground Truths, a newsletter on medical research, started in 2021.',
    ].join('\n'),
    referenceLinks: ['Ground Truths|https://erictopol.substack.com', wiki('Eric_Topol')],
    books: [
      'Super Agers: An Evidence-Based Approach to Longevity|Eric Topol',
      'Deep Medicine: How Artificial Intelligence Can Make Healthcare Human Again|Eric Topol',
      'The Patient Will See You Now: The Future of Medicine Is in Your Hands|Eric Topol',
    ],
    scienceHighlights: [
      'Wellderly study|Sequenced the genomes of people who reached old age without chronic disease to look for genetic factors behind healthy ageing.',
      'AI in medicine|Argues that AI can give clinicians back time and attention for patients.',
    ],
  }),
  expert({
    name: 'Dan Buettner',
    title: 'Journalist, author and founder of Blue Zones',
    categories: ['author', 'podcaster_media'],
    longevityContribution:
      'Journalist who, working with researchers, described and popularised the "Blue Zones", regions with unusually many long-lived people. His books and Netflix series describe the lifestyle patterns those places share.',
    biography: [
      'American journalist and author.',
      'Wrote a 2005 National Geographic cover story on places where people live unusually long lives.',
      'Founded Blue Zones, which works with communities on health initiatives.',
      'Presented the Netflix documentary series Live to 100: Secrets of the Blue Zones (2023).',
    ].join('\n'),
    referenceLinks: ['Official Website|https://www.bluezones.com', wiki('Dan_Buettner')],
    books: ['The Blue Zones|Dan Buettner', 'The Blue Zones Kitchen|Dan Buettner'],
    scienceHighlights: [
      'The Power 9|Summarised lifestyle habits shared by Blue Zones populations, such as natural movement, plant-rich diets, purpose and strong social ties.',
    ],
  }),
  expert({
    name: 'Laura Deming',
    title: 'Founder, The Longevity Fund; co-founder, Cradle',
    categories: ['investor', 'philanthropist_advocate'],
    longevityContribution:
      'Venture capitalist who founded The Longevity Fund, one of the first venture firms dedicated to companies targeting ageing and age-related disease. She co-founded Cradle, a company working towards reversible cryopreservation, starting with organs.',
    biography: [
      'Wrote to the ageing researcher Cynthia Kenyon at the age of 11 and, from 12, worked in her laboratory at the University of California; she began investing in longevity companies as a teenager.',
      'Enrolled at MIT at 14 and left to take up a Thiel Fellowship.',
      'Founded The Longevity Fund.',
      'Co-founded Cradle, a company working towards reversible cryopreservation, which raised $48 million before coming out of stealth.',
    ].join('\n'),
    referenceLinks: [wiki('Laura_Deming'), wiki('Thiel_Fellowship')],
    books: [],
    scienceHighlights: [],
  }),
  expert({
    name: 'Peter Diamandis',
    title: 'Founder and Executive Chairman, XPRIZE Foundation',
    categories: ['investor', 'philanthropist_advocate', 'author'],
    longevityContribution:
      'Entrepreneur who co-founded Human Longevity, Inc. and whose XPRIZE Foundation runs XPRIZE Healthspan, a multi-year competition to develop therapies that restore function lost with age. He writes and speaks widely about longevity technology.',
    biography: [
      'American engineer and physician by training, with degrees from MIT and Harvard Medical School.',
      'Founded the XPRIZE Foundation, known for incentive competitions such as the Ansari XPRIZE for private spaceflight.',
      'Co-founded Singularity University.',
      'Co-founded Human Longevity, Inc., a genomics-based health company.',
    ].join('\n'),
    referenceLinks: ['Official Website|https://www.diamandis.com', wiki('Peter_Diamandis'), 'XPRIZE|https://www.xprize.org'],
    books: ['Abundance: The Future Is Better Than You Think|Peter H. Diamandis and Steven Kotler'],
    scienceHighlights: [
      'XPRIZE Healthspan|A global competition launched in 2023 to develop treatments that restore muscle, cognitive and immune function in older adults.',
    ],
  }),
  expert({
    name: 'Paul F. Glenn',
    title: 'Founder, Glenn Foundation for Medical Research (1930–2020)',
    categories: ['philanthropist_advocate', 'investor'],
    longevityContribution:
      'Philanthropist who founded the Glenn Foundation for Medical Research in 1965 to fund research on the biology of ageing, decades before the field was mainstream. The foundation established Paul F. Glenn Centers for the Biology of Aging Research at institutions including Harvard, MIT, Stanford, the Salk Institute and the Mayo Clinic.',
    biography: [
      'American commodities trader and philanthropist, educated as a lawyer at Harvard Law School.',
      'Founded the Glenn Foundation for Medical Research in 1965, after watching the decline of his grandparents.',
      'Was a founding trustee of the Buck Institute for Research on Aging.',
      'His foundation also funded grant programmes for ageing researchers, including awards run with the American Federation for Aging Research.',
      'He died in September 2020 at the age of 89.',
    ].join('\n'),
    referenceLinks: [
      'Glenn Foundation|https://glennfoundation.org',
      'Harvard Medical School|https://hms.harvard.edu/departments/giving/our-donors/glenn-foundation',
      'Buck Institute|https://www.buckinstitute.org/news/the-buck-institute-mourns-the-passing-of-paul-f-glenn-a-major-champion-of-research-on-aging/',
    ],
    books: [],
    scienceHighlights: ['Paul F. Glenn Centers|A network of ageing-biology research centres at leading universities and institutes across the United States.'],
  }),
  expert({
    name: 'Steven Austad',
    title: 'Distinguished Professor of Biology, University of Alabama at Birmingham',
    categories: ['academic', 'author'],
    longevityContribution:
      'Biogerontologist who studies why different species age at different rates, from opossums to long-lived clams. Senior Scientific Director of the American Federation for Aging Research and author of popular books on the biology of ageing.',
    biography: [
      'American biologist who studied English literature at UCLA and, among earlier jobs, trained lions for film and television.',
      'Earned his PhD in biology at Purdue University, then held faculty posts at Harvard, the University of Idaho and the University of Texas Health Science Center at San Antonio.',
      'Joined UAB in 2014, where he chaired the Department of Biology and is founding director of its Nathan Shock Center.',
      'Known for a wager with S. Jay Olshansky, made in 2000, over whether someone will be alive in 2150 at 150 years of age.',
    ].join('\n'),
    referenceLinks: [
      'Official Website|https://www.stevenaustad.com',
      wiki('Steven_N._Austad'),
      'UAB|https://uab.edu/cas/biology/people/faculty/steven-n-austad',
    ],
    books: [
      "Why We Age: What Science Is Discovering About the Body's Journey Through Life|Steven N. Austad",
      "Methuselah's Zoo: What Nature Can Teach Us About Living Longer, Healthier Lives|Steven N. Austad",
    ],
    scienceHighlights: [
      'Island opossums|Found that opossums on predator-free Sapelo Island aged more slowly than their mainland relatives, supporting evolutionary theories of ageing.',
      'Comparative biology of ageing|Studies exceptionally long-lived species to learn how nature slows ageing.',
    ],
  }),
  expert({
    name: 'S. Jay Olshansky',
    title: 'Professor of Epidemiology and Biostatistics, University of Illinois Chicago School of Public Health',
    categories: ['regulator_policy', 'academic', 'author'],
    longevityContribution:
      'Demographer who studies the upper limits of human longevity and the public-health and policy implications of population ageing. Co-authored the "longevity dividend" proposal, which argues that slowing ageing would bring larger health and economic gains than curing any single disease.',
    biography: [
      'American biodemographer, trained in sociology at the University of Chicago (PhD 1984).',
      'Professor in the School of Public Health at the University of Illinois Chicago.',
      'Was co-founder and chief scientist of Lapetus Solutions, a company that applied biodemography and facial analytics to estimating health and longevity risk.',
      'Known for a wager with Steven Austad, made in 2000, over whether someone will be alive in 2150 at 150 years of age.',
    ].join('\n'),
    referenceLinks: [wiki('S._Jay_Olshansky'), pubmed('Olshansky SJ')],
    books: ['The Quest for Immortality: Science at the Frontiers of Aging|S. Jay Olshansky and Bruce A. Carnes'],
    scienceHighlights: [
      'The longevity dividend|Argued with colleagues that modestly slowing ageing would deliver health and economic benefits across the whole population.',
      'Limits to life expectancy|Has argued that, without ways to slow ageing itself, gains in life expectancy in long-lived countries will keep slowing down.',
    ],
  }),
  expert({
    name: 'Alexandre Kalache',
    title: 'President, International Longevity Centre Brazil; former Director, WHO Ageing and Life Course Programme',
    categories: ['regulator_policy', 'philanthropist_advocate'],
    longevityContribution:
      "Medical epidemiologist who directed the World Health Organization's global ageing programme from 1995 to 2008. He launched the WHO Active Ageing Policy Framework and the global Age-friendly Cities movement.",
    biography: [
      'Brazilian physician and medical epidemiologist, born in Rio de Janeiro.',
      'Held research and teaching posts at the Universities of Oxford and London, where he founded an Epidemiology of Ageing Unit at the London School of Hygiene and Tropical Medicine.',
      'Directed the WHO Ageing and Life Course Programme in Geneva from 1995 to 2008.',
      'In 2012 became president of the newly created International Longevity Centre Brazil in Rio de Janeiro.',
      'Serves as a Global Ambassador for HelpAge International.',
    ].join('\n'),
    referenceLinks: [
      'ILC Global Alliance|https://www.ilc-alliance.org/news/dr_alex_kalache_80',
      'Age-Friendly Institute|https://institute.agefriendly.com/how-to-prepare-for-an-aging-planet/',
    ],
    books: [],
    scienceHighlights: [
      'Active Ageing: A Policy Framework|The 2002 WHO framework on optimising opportunities for health, participation and security as people age.',
      'Age-friendly Cities|Launched the WHO Global Age-friendly Cities Guide and the movement to adapt cities to their older residents.',
    ],
  }),
  expert({
    name: 'Dan Perry',
    title: 'Founder, Alliance for Aging Research',
    categories: ['philanthropist_advocate', 'regulator_policy'],
    longevityContribution:
      'Founded the Alliance for Aging Research in 1986 to advocate for greater investment in research on ageing and the health of older Americans. A long-time voice in Washington for federal support of ageing science.',
    biography: [
      'American advocate for ageing research and healthy ageing.',
      'Was a senior staff member for US Senator Alan Cranston before founding the Alliance.',
      'Founded the Alliance for Aging Research, a Washington, D.C. non-profit, in 1986 with guidance from Robert N. Butler.',
      'The Alliance described him as its founder and a board member in 2015.',
    ].join('\n'),
    referenceLinks: [
      'Alliance for Aging Research|https://www.agingresearch.org',
      'Podcast: 35 years of the Alliance with founder Dan Perry|https://www.agingresearch.org/about-us/thisisgrowingold/35-celebrating-35-years-of-the-alliance-for-aging-research-with-founder-dan-perry/',
    ],
    books: [],
    scienceHighlights: [],
  }),
  expert({
    name: 'Robert N. Butler',
    title: 'First Director, US National Institute on Aging (1927–2010)',
    categories: ['regulator_policy', 'clinician', 'author'],
    longevityContribution:
      'Psychiatrist and gerontologist who was the first director of the US National Institute on Aging and coined the term "ageism". His Pulitzer Prize-winning book Why Survive? Being Old in America helped put the health and rights of older people on the policy agenda.',
    biography: [
      'American physician, psychiatrist and gerontologist, born in New York City in 1927; he died in 2010.',
      'Became the first director of the National Institute on Aging at the NIH in 1976 (the institute was established in 1974) and led it until 1982.',
      'Founded the first department of geriatrics at a US medical school, at Mount Sinai in New York.',
      'Was the founding president of the International Longevity Center–USA in New York.',
      'His book Why Survive? Being Old in America won the 1976 Pulitzer Prize for General Nonfiction.',
    ].join('\n'),
    referenceLinks: [wiki('Robert_N._Butler'), wiki('National_Institute_on_Aging')],
    books: ['Why Survive? Being Old in America|Robert N. Butler', 'The Longevity Revolution|Robert N. Butler'],
    scienceHighlights: [
      'Ageism|Coined the term in 1969 for prejudice and discrimination against older people.',
      'Healthy ageing research|His early NIMH studies of healthy older people helped show that senility is a consequence of disease, not an inevitable part of ageing.',
    ],
  }),
  expert({
    name: 'George Church',
    title: 'Professor of Genetics, Harvard Medical School',
    categories: ['scientist_innovator', 'academic', 'investor'],
    longevityContribution:
      'Geneticist whose work on genome sequencing and genome engineering underpins much of modern biotechnology. He has co-founded companies applying gene therapy to age-related disease, including Rejuvenate Bio.',
    biography: [
      'American geneticist and molecular engineer.',
      'Professor of genetics at Harvard Medical School and a core faculty member of the Wyss Institute.',
      'Helped develop early methods of DNA sequencing and launched the Personal Genome Project.',
      'Co-founder of many biotechnology companies.',
    ].join('\n'),
    referenceLinks: [wiki('George_Church_(geneticist)'), pubmed('Church GM')],
    books: ['Regenesis: How Synthetic Biology Will Reinvent Nature and Ourselves|George Church and Ed Regis'],
    scienceHighlights: [
      'Combination gene therapy|His group reported that a combination of gene therapies could treat several age-related conditions at once in mice.',
      'Personal Genome Project|An open project sharing genomes and health data from volunteers for research.',
    ],
  }),
  expert({
    name: 'James L. Kirkland',
    title: 'Geriatrician and senescence researcher; senolytics pioneer',
    categories: ['clinician', 'scientist_innovator'],
    longevityContribution:
      'Physician-scientist whose Mayo Clinic team reported the first senolytic drugs in 2015, including the combination of dasatinib and quercetin. Senolytics identified by his team have since entered early human trials for age-related conditions.',
    biography: [
      'Board-certified geriatrician with a research career in the biology of ageing.',
      'Directed the Robert and Arlene Kogod Center on Aging at the Mayo Clinic.',
      'Senior author of a 2018 study reporting that senolytics improved physical function and extended remaining lifespan in old mice.',
      'Became president of the American Federation for Aging Research (AFAR), having been named its president-elect in 2017.',
    ].join('\n'),
    referenceLinks: [pubmed('Kirkland JL'), wiki('Senolytic')],
    books: [],
    scienceHighlights: [
      'First senolytics|Identified drugs that selectively kill senescent cells, starting with dasatinib plus quercetin.',
      'Senolytics in old mice|Showed that intermittent senolytic treatment improved physical function and survival in aged mice.',
    ],
  }),
  expert({
    name: 'Tom Kirkwood',
    title: 'Emeritus Professor in Ageing, Newcastle University',
    categories: ['academic', 'author'],
    longevityContribution:
      'Proposed the "disposable soma" theory in 1977, which explains ageing as the result of an evolutionary trade-off between investing in reproduction and in maintaining and repairing the body. A leading figure in British ageing research and public understanding of it.',
    biography: [
      'British biologist trained in mathematics at Cambridge and in applied statistics at Oxford.',
      'Headed the Institute for Ageing and Health at Newcastle University and later served as its Associate Dean for Ageing.',
      'Gave the BBC Reith Lectures in 2001.',
      'Appointed CBE in 2009.',
    ].join('\n'),
    referenceLinks: [wiki('Tom_Kirkwood'), pubmed('Kirkwood TB')],
    books: ['Time of Our Lives: The Science of Human Aging|Tom Kirkwood'],
    scienceHighlights: [
      'Disposable soma theory|Ageing arises because natural selection favours investment in reproduction over indefinite maintenance of the body.',
    ],
  }),
  expert({
    name: 'Leonard Hayflick',
    title: 'Cell biologist; Professor of Anatomy, University of California, San Francisco (1928–2024)',
    categories: ['academic', 'author'],
    longevityContribution:
      'Showed in the early 1960s that normal human cells can divide only a limited number of times in culture, a finding now known as the Hayflick limit. The discovery made cellular ageing a subject of experimental study.',
    biography: [
      'American microbiologist and cell biologist; he died in 2024.',
      'Described the finite replicative capacity of normal human cells together with Paul Moorhead.',
      'Developed the WI-38 human cell strain, widely used in vaccine production.',
      'Was Professor of Anatomy at the University of California, San Francisco, and wrote widely on the biology of ageing.',
    ].join('\n'),
    referenceLinks: [wiki('Leonard_Hayflick'), wiki('Hayflick_limit')],
    books: ['How and Why We Age|Leonard Hayflick'],
    scienceHighlights: ['The Hayflick limit|Normal human cells stop dividing after a limited number of divisions, unlike cancer cells.'],
  }),
  expert({
    name: 'Elizabeth Blackburn',
    title: 'Professor Emerita, University of California, San Francisco',
    categories: ['academic', 'author'],
    longevityContribution:
      'Shared the 2009 Nobel Prize in Physiology or Medicine for discovering how chromosomes are protected by telomeres and the enzyme telomerase. She has since studied links between telomere length, stress and health.',
    biography: [
      'Australian-American molecular biologist.',
      'Co-discovered telomerase with Carol Greider.',
      'Shared the 2009 Nobel Prize in Physiology or Medicine with Carol Greider and Jack Szostak.',
      'Served as President of the Salk Institute for Biological Studies.',
      'Co-author, with Elissa Epel, of The Telomere Effect (2017).',
    ].join('\n'),
    referenceLinks: [wiki('Elizabeth_Blackburn'), pubmed('Blackburn EH')],
    books: ['The Telomere Effect: A Revolutionary Approach to Living Younger, Healthier, Longer|Elizabeth Blackburn and Elissa Epel'],
    scienceHighlights: [
      'Telomeres and telomerase|Showed how telomeres cap chromosome ends and how telomerase rebuilds them.',
      'Telomeres and stress|Collaborated on studies linking chronic psychological stress to shorter telomeres.',
    ],
  }),
  expert({
    name: 'Leonard Guarente',
    title: 'Novartis Professor of Biology, Massachusetts Institute of Technology',
    categories: ['academic', 'scientist_innovator'],
    longevityContribution:
      'Pioneered the genetics of ageing in yeast and identified SIR2 as a gene that extends replicative lifespan, opening the study of sirtuins in ageing. His laboratory trained several leading ageing researchers.',
    biography: [
      'American molecular biologist on the MIT faculty for several decades.',
      'Has directed the Paul F. Glenn Laboratory for the Science of Aging at MIT.',
      'Mentored researchers including David Sinclair, who trained as a postdoctoral researcher in his laboratory.',
      'Co-founded Elysium Health, which sells the dietary supplement Basis.',
    ].join('\n'),
    referenceLinks: [pubmed('Guarente L'), wiki('Sirtuin')],
    books: ["Ageless Quest: One Scientist's Search for Genes That Prolong Youth|Leonard Guarente"],
    scienceHighlights: [
      'SIR2 and yeast ageing|Showed that increasing SIR2 activity made yeast cells divide more times before dying, while removing it shortened their lifespan.',
      'Sirtuins and NAD+|Linked sirtuin activity to NAD+, connecting metabolism and ageing.',
    ],
  }),
];
