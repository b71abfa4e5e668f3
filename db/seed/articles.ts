import type { ContentType } from '../../domain/content-types.ts';

/**
 * Original articles written for the site. Each is linked to a seed expert by slug; studies are
 * described in general terms and nothing here is personal medical advice.
 */
export interface SeedArticle {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  metaTitle: string;
  metaDescription: string;
  contentType: ContentType;
  expertSlug: string;
  seoTags: string[];
  status: 'published' | 'draft';
  featuredOrder?: number;
  publishedAt?: string;
  featuredImageUrl: null;
}

const epigeneticClocks = `Two people born in the same year rarely age at the same pace. One runs marathons at 70; another is frail at 60. Researchers have long wanted a way to put a number on that difference: a **biological age** that reflects how the body is actually doing, rather than how many birthdays have passed. Epigenetic clocks are the most prominent attempt so far.

## What a clock measures

Every cell carries the same DNA, but chemical tags on that DNA help decide which genes are switched on. One of the best-studied tags is DNA methylation: a small methyl group attached to a cytosine base, usually where it sits next to a guanine (a so-called CpG site). As we age, methylation at some sites rises and at others falls in surprisingly consistent ways.

In 2013, Steve Horvath, then at UCLA, published a "pan-tissue" clock that combined methylation levels at a few hundred CpG sites to estimate age in almost any human tissue. In the same year, Gregory Hannum and colleagues published a clock built from blood samples. Both predict *chronological* age accurately: for most people the estimate lands within a few years of their real age. Whether the gap between the two numbers measures biological ageing is a separate, harder question.

## From first to later generations

The first clocks were trained to predict chronological age. Later clocks were trained on outcomes that matter more for health, in an attempt to capture biological age.

| Generation | Trained to predict | Examples | Typical use |
| --- | --- | --- | --- |
| First | Chronological age | Horvath pan-tissue clock; Hannum clock (blood) | Estimating age from tissue or blood samples; research on development and ageing |
| Second | Health and mortality risk | PhenoAge, GrimAge | Linking biological age to disease and death in large studies |
| Pace of ageing | Rate of decline over years | DunedinPACE | Asking whether an intervention slows the *rate* of ageing |

When a person's clock estimate is higher than their actual age, researchers speak of "age acceleration". In large population studies, age acceleration measured by second-generation clocks is associated with a higher risk of heart disease, frailty and death, even after accounting for smoking and other known risk factors.

## What clocks cannot (yet) tell you

Clocks are powerful research tools, but there are important caveats before treating a single reading as a verdict on your health.

- **They are statistical, not diagnostic.** Associations seen across thousands of people do not translate into a precise prediction for one person.
- **Results vary between tests.** Different clocks, laboratories and sample types (blood or saliva) can give different numbers for the same person, and technical noise can move a result by several years.[^1]
- **Change is hard to interpret.** A lower reading after a new diet or supplement may reflect measurement noise, or a shift in the mix of blood cells, rather than slower ageing.
- **Causation is unclear.** Methylation changes may be a readout of ageing, a driver of it, or both. Researchers are still working this out.

## Why researchers care

Even with those limits, clocks address a real problem. Testing whether a drug slows human ageing by waiting to see who lives longest would take decades. A validated biomarker that responds to an intervention could make trials shorter and cheaper. That is why clocks are increasingly included as secondary measures in studies of diet, exercise and drugs, and why researchers and regulators are debating what evidence a biomarker would need before it could stand in for hard outcomes.

Clocks have also reshaped basic science. Researchers have built clocks for mice, dogs and many other mammals, and found patterns of methylation change that are shared across species. Experiments with cellular reprogramming have shown that epigenetic age can be wound back in cells, a finding that has fed intense interest in rejuvenation research.

## The bottom line

An epigenetic clock is best thought of as an informative but imperfect gauge. It is most useful when the same validated test is repeated within a well-designed study, and least useful as a one-off number from a consumer kit. The fundamentals of healthy ageing (regular physical activity, not smoking, good sleep and a balanced diet) do not depend on knowing your result.

For accessible background on ageing research, see the [US National Institute on Aging](https://www.nia.nih.gov).

[^1]: Researchers have developed methods that make clocks more reliable on repeat testing, but no single result should be read as precise to the year.
`;

const exercisePlan = `If there were a drug that did everything regular exercise does, it would be one of the most prescribed medicines in the world. Physical activity helps prevent heart disease and type 2 diabetes, and in large observational studies it is associated with a lower risk of several cancers, depression and dementia. It also helps people stay independent for longer. Physicians who focus on longevity, such as Peter Attia, often describe it as the most powerful tool we have.

This guide summarises what the evidence broadly supports. It is general information, not a personal prescription: if you have a medical condition or have been inactive for a long time, talk to a clinician before making big changes.

## Start from the guidelines

The [World Health Organization](https://www.who.int) recommends that adults do at least 150–300 minutes of moderate-intensity aerobic activity a week, or 75–150 minutes of vigorous activity, plus muscle-strengthening activities on two or more days a week. Adults aged 65 and over are also advised to do varied activity that emphasises balance and strength on three or more days a week, to stay capable and prevent falls. These numbers are a floor rather than a ceiling, and any amount of activity is better than none.

## The four pillars

**1. An aerobic base.** Steady activity at a pace where you can still hold a conversation (brisk walking, cycling, swimming) builds the capacity of the heart and muscles to use oxygen. Many longevity-focused clinicians call this "zone 2" training.

**2. Peak fitness.** Short bouts of harder effort raise cardiorespiratory fitness, often measured as VO2 max. In large observational studies, people with high fitness have a much lower risk of death than people with low fitness, even after accounting for other health factors.

**3. Strength.** Muscle mass and strength decline with age, and the loss speeds up later in life. Resistance training slows that decline, supports bone density and makes everyday tasks such as climbing stairs or carrying shopping easier. Grip strength, a simple proxy, is linked to health outcomes in many studies.

**4. Stability and mobility.** Balance, flexibility and coordination protect against falls, a leading cause of injury in older age.

## Train for the life you want later

A useful exercise: list the physical tasks you would like to be able to do in your last decade (lifting a grandchild, getting up off the floor unaided, putting a suitcase in an overhead bin) and work backwards. Because strength and fitness decline with age, keeping them at 80 means building a reserve at 50.

## A simple weekly checklist

Use this as a template and adapt it to your level and schedule:

- [ ] Three or four sessions of conversational-pace cardio (30–60 minutes each)
- [ ] One session with a few short, harder intervals
- [ ] Two sessions of full-body strength training: legs, pushing, pulling and carrying
- [ ] Balance and strength work on three or more days, such as standing on one leg or rising from a chair without using your hands (WHO's advice for adults aged 65 and over)
- [ ] Walk whenever you can: it all counts

## Making it stick

- **Start lower than you think.** Consistency over months matters more than any single hard workout.
- **Progress gradually.** Increase duration, load or intensity a little at a time to reduce the risk of injury.
- **Prioritise recovery.** Sleep and enough protein help your body adapt to training.
- **Track something.** A step count, a weight lifted or a walking time gives feedback and motivation.

Exercise is not a guarantee against disease, and genes and circumstances matter. But across decades of research, few habits are as consistently linked with living longer and staying capable for longer.
`;

const calorieRestriction = `For nearly a century, eating less has been one of the most reliable ways to extend life in the laboratory. Since experiments in the 1930s showed that rats on restricted diets lived longer, calorie restriction without malnutrition has extended lifespan in yeast, worms, flies and mice. In mice, though, the effect varies by strain: a [2010 study](https://pmc.ncbi.nlm.nih.gov/articles/PMC3476836/) that cut food intake by 40% in 41 strains of mice found that restriction shortened life in more strains than it lengthened it. The obvious questions are whether any of this applies to people, and whether there are gentler ways to get the benefits.

## Why restriction might work

Cells sense nutrients through a handful of signalling pathways, including insulin/IGF-1 signalling and mTOR. When food is scarce, these pathways quieten and cells shift resources towards maintenance and repair, including autophagy, the recycling of damaged components. Many of the genes that extend lifespan in model organisms sit on these same pathways, which is one reason researchers take restriction seriously.

## The human evidence

A lifelong restriction trial in humans is impossible, so researchers rely on shorter studies and on biomarkers.

- **The CALERIE 2 trial** randomly assigned healthy, non-obese adults to try to cut their calorie intake by 25%, every day, for two years. It tested continuous restriction only, not fasting schedules. Participants achieved roughly half that target, yet still showed improvements in blood pressure, cholesterol, insulin sensitivity and markers of inflammation compared with the control group. A later analysis of stored blood samples reported a modest slowing in one DNA-methylation measure of the pace of ageing.
- **Long-term monkey studies** at the University of Wisconsin and the US National Institute on Aging at first appeared to disagree. Researchers later attributed much of the difference to diet composition and to how the control animals were fed. Taken together, they suggest restriction improves health in primates, with less certainty about lifespan.
- **Observational studies** of people who practise restriction voluntarily show favourable cardiometabolic profiles, but such volunteers differ from the general population in many ways.

## Fasting as an alternative

Sustained restriction is hard to keep up, and eating too little carries risks, including loss of muscle and bone and, for some people, disordered eating. This has pushed interest towards approaches that are easier to follow:

**Intermittent fasting** is the umbrella term for eating patterns that alternate periods of eating with periods of fasting or very low intake. Its common forms include:

1. **Time-restricted eating**, which limits food to a daily window, often 8–10 hours.
2. **Alternate-day fasting**, which alternates normal days with fasting or very low-calorie days.
3. **The 5:2 diet**, with two low-calorie days a week and normal eating on the other five.

A related approach, **periodic fasting or fasting-mimicking diets**, studied by Valter Longo's group, uses a few days of a specially designed low-calorie diet, repeated every few months. Longo founded L-Nutra, the company that sells a commercial fasting-mimicking diet; readers may wish to weigh studies of the product with that in mind.

Results so far are promising but preliminary. Several trials report weight loss and better metabolic markers, but in head-to-head comparisons many fasting schedules perform about as well as ordinary calorie reduction when total intake is matched. Whether any of them slows ageing itself in humans is not yet known.

## Separating signal from hype

A few popular beliefs deserve correction:

- ~~Skipping breakfast will make you live longer.~~ There is no good evidence that any single meal-timing rule extends human life.
- ~~Fasting is safe for everyone.~~ People who are pregnant, underweight, taking insulin or certain other medicines, or who have a history of eating disorders should not fast without medical supervision.
- Eating a balanced diet and avoiding excess weight **is** consistently linked with better health in later life.

## What this means today

The biology of nutrient sensing is one of the best-supported areas of ageing research, and drugs acting on these pathways, such as rapamycin, are being studied. For individuals, the practical message is modest: avoiding chronic overeating, keeping a healthy weight and favouring whole foods are well supported, while more aggressive regimes are experiments best done with professional guidance. Trials registered at [ClinicalTrials.gov](https://clinicaltrials.gov) will help settle what fasting can and cannot do.
`;

const senolytics = `Cells can respond to serious damage in three broad ways: repair it, die, or stop dividing for good. The third option, **cellular senescence**, traces back to the early 1960s, when Leonard Hayflick and Paul Moorhead noticed that normal human cells grown in the laboratory eventually stop multiplying. For decades it looked like a laboratory curiosity. Today it is one of the most actively studied processes in the biology of ageing.

## A defence that can backfire

Senescence is, first of all, protective. A cell with damaged DNA or an activated cancer gene that permanently stops dividing cannot become a tumour. Senescent cells also play roles in wound healing and embryonic development.

The problem is what happens when they linger. Work led by Judith Campisi, who spent much of her career at the Buck Institute for Research on Aging and Lawrence Berkeley National Laboratory, showed that senescent cells are far from inert. They release a cocktail of inflammatory signals, growth factors and tissue-degrading enzymes that she and colleagues named the **senescence-associated secretory phenotype**, or SASP. In young tissue the immune system clears senescent cells efficiently. With age, clearance falls behind, senescent cells accumulate, and their secretions are thought to contribute to chronic inflammation and declining tissue function.

Campisi described this as an evolutionary trade-off: a mechanism that protects against cancer early in life may promote ageing and disease later on.

## Removing senescent cells

The idea that getting rid of senescent cells could improve health was first tested with genetic tools. In a series of mouse experiments in the 2010s, researchers engineered animals in which senescent cells could be selectively destroyed. Clearing them delayed several age-related problems and, in some experiments, extended median lifespan.

The next step was to find drugs that do the same. In 2015, a Mayo Clinic team led by James Kirkland and Tamara Tchkonia reported the first **senolytics**, compounds that selectively kill senescent cells by disabling the survival pathways they depend on. The best known is a combination of dasatinib, a cancer drug, and quercetin, a plant flavonoid. Later work showed that intermittent doses improved physical function in old mice.

## Where human studies stand

Senolytics are now being tested in people, but the evidence is early.

- Small pilot studies have tested dasatinib plus quercetin in conditions such as idiopathic pulmonary fibrosis, diabetic kidney disease and early Alzheimer's disease, mainly to check safety and whether the drugs reach their targets.
- Biotechnology companies have tested locally delivered senolytics, for example injected into the knee or the eye, with mixed results.
- Researchers are also developing **senomorphics**, drugs that quieten the SASP without killing the cell, and immune-based approaches that help the body clear senescent cells.

Important questions remain open. Senescent cells differ between tissues, so no single drug is likely to clear them all. Some senescent cells are useful, for instance in wound repair, so removing them indiscriminately may carry costs. And reliable ways to measure senescence in living people are still being developed.

## Why it matters

Senescence connects basic biology to many diseases of ageing at once, which is exactly what the "geroscience" approach hopes to exploit: treat a shared mechanism, and several conditions may improve together. Campisi, who died in 2024, helped build that idea from the ground up.

Senolytics are not approved treatments for ageing, and taking them outside clinical trials is not recommended. To follow the research, the [American Federation for Aging Research](https://www.afar.org) and [ClinicalTrials.gov](https://clinicaltrials.gov) are good places to start.
`;

const sleep = `Diet and exercise get most of the attention in conversations about healthy ageing, but sleep may be the habit people neglect most. Adults who regularly sleep too little have higher rates of obesity, type 2 diabetes, high blood pressure, heart disease and depression. Sleep matters for the brain too: it is when memories are consolidated, and research in animals suggests it helps clear waste products from brain tissue.

Science communicators such as the neuroscientist Andrew Huberman have helped popularise practical sleep tools. Here is what the broader evidence supports.

## How much is enough?

The American Academy of Sleep Medicine and the Sleep Research Society recommend that adults sleep **7 or more hours** per night on a regular basis. Needs vary between individuals, and many older adults find their sleep becomes lighter and more broken, but the need for sleep does not disappear with age.

Regularity matters as well. Studies that track sleep with wearable devices have found that people with irregular sleep timing tend to have worse health outcomes than people who keep a consistent schedule, even when their total sleep is similar.

## Working with your body clock

Your circadian rhythm is set mainly by light. A few habits help keep it steady:

- **Get daylight early.** Light is the main signal that sets the body clock, and morning outdoor light is a popular routine, promoted by Huberman among others. Even on a cloudy day, outdoor light is far brighter than typical indoor lighting, though research has not settled how much morning light healthy adults need.
- **Dim the evening.** Bright light late in the evening, including from screens, can delay the release of melatonin and push sleep later.
- **Keep a consistent wake time,** including at weekends, as far as your life allows.

## What to cut back

- **Caffeine** can stay in the body for many hours, so many sleep specialists suggest avoiding it from the early afternoon.
- **Alcohol** may help people fall asleep but fragments sleep later in the night and lowers its quality.
- **Large late meals** and intense exercise close to bedtime disturb sleep for some people.

## A bedtime checklist

- [ ] The same wake-up time every day this week
- [ ] Some outdoor light before mid-morning (a popular routine rather than a proven dose)
- [ ] No caffeine after early afternoon
- [ ] Screens dimmed or put away in the last hour before bed
- [ ] A bedroom that is cool, dark and quiet

## When to see a doctor

Some sleep problems are medical conditions that need treatment rather than better habits. **Obstructive sleep apnoea**, in which breathing repeatedly stops during sleep, is common, often undiagnosed and linked to cardiovascular disease; loud snoring, gasping at night and daytime sleepiness are warning signs. Persistent insomnia is also treatable: cognitive behavioural therapy for insomnia (CBT-I) is recommended as a first-line treatment in clinical guidelines and often works better in the long run than sleeping pills.

## The bottom line

Diet and exercise are unlikely to make up fully for chronically short sleep. Treat sleep as part of your health plan rather than whatever is left at the end of the day: keep a regular schedule, get morning light, limit evening caffeine and alcohol, and seek help if problems persist. The [National Institute on Aging](https://www.nia.nih.gov) has practical guidance on sleep in later life.
`;

const blueZones = `Few ideas about longevity have travelled as far as the "Blue Zones". The term describes a handful of places identified by researchers and the journalist Dan Buettner as having unusually many people living into their 90s and beyond. Buettner's books and a Netflix series have made these communities famous, and their habits are often held up as a recipe for a long life.

## The five regions

| Region | Country | Often-cited features |
| --- | --- | --- |
| Okinawa | Japan | Plant-rich traditional diet, close social networks, a sense of purpose (*ikigai*) |
| Sardinia (Barbagia) | Italy | Physically demanding pastoral work, strong family ties |
| Nicoya Peninsula | Costa Rica | Active daily life, beans and maize, faith and family |
| Ikaria | Greece | Mediterranean diet, afternoon naps, an unhurried pace |
| Loma Linda | United States | Seventh-day Adventist community, largely vegetarian, no smoking or alcohol |

The Sardinian cluster was first described by demographers in the early 2000s; the name "Blue Zone" is said to come from the blue ink used to mark villages on a map.

## The shared habits

Buettner summarises what these places have in common as the "Power 9". Stripped to essentials:

- **Move naturally.** Activity is built into daily life through walking, gardening and manual work rather than gym sessions.
- **Eat mostly plants.** Beans, whole grains and vegetables dominate; meat is eaten occasionally.
- **Stop before you are full.** Several traditional cultures have customs that discourage overeating.
- **Belong.** Strong ties to family, friends and community, often including a faith community.
- **Have a purpose,** and a daily way to rest or shed stress.

Many of these habits line up well with broader evidence. Diets rich in legumes, vegetables and whole grains are associated with a lower risk of heart disease. Regular physical activity is strongly linked to longer life. Large studies have found that social isolation and loneliness are associated with higher mortality, and public-health bodies including the [World Health Organization](https://www.who.int) now treat social connection as a health priority.

## The limits

The Blue Zones are a story about populations, not a controlled experiment, and there are reasons for caution.

- **Verifying age is hard.** Claims of extreme age depend on accurate birth records. Some demographers have argued that record-keeping problems may inflate the number of very old people in certain regions, and that debate continues; the researchers who documented the original Blue Zones say they validated ages carefully.
- **Correlation is not causation.** Long-lived communities differ in genes, history and environment as well as habits, so it is hard to say which factor does the work.
- **Places change.** Diets and lifestyles in several of these regions have shifted towards modern patterns, and younger generations may not share their grandparents' longevity.

## What to take from it

You do not need to move to a Mediterranean island to borrow the parts of the Blue Zones story that are well supported elsewhere: move often, eat plenty of plants and legumes, avoid smoking, keep alcohol low and invest in relationships. The most durable lesson may be that long lives are built from ordinary habits sustained for decades, inside communities that make those habits easy.
`;

const metforminDraft = `Metformin has been used to treat type 2 diabetes for decades. It is cheap, generic and, for most people, well tolerated. It is also at the centre of one of the most ambitious proposals in ageing research: the **Targeting Aging with Metformin (TAME)** trial, championed by Nir Barzilai of the Albert Einstein College of Medicine with the support of the American Federation for Aging Research.

## Why metformin?

Several lines of evidence put metformin on the list of candidate "gerotherapeutics":

- It acts on metabolic pathways, including AMPK and mTOR signalling, that are linked to ageing in laboratory organisms.
- In some studies it extended lifespan in worms and mice, although results in mice have been inconsistent.
- Observational studies of people with diabetes found that those taking metformin had lower rates of some cancers, cardiovascular disease and dementia than those on other diabetes drugs.

That last observation is suggestive, but observational data can mislead. People prescribed metformin may differ from those prescribed other drugs in ways that affect their health, and later analyses have questioned some of the early findings. Only a randomised trial can answer the question properly.

## A trial designed to change the rules

What makes TAME unusual is less the drug than the design. Regulators such as the FDA approve drugs for specific diseases; ageing itself is not considered a treatable indication. TAME proposes to give metformin or a placebo to several thousand older adults and measure the time until they develop any of a *cluster* of age-related conditions, such as cardiovascular disease, cancer, dementia or death.

If metformin delayed the whole cluster, it would support the central idea of geroscience: that targeting the biology of ageing can prevent several diseases at once. Just as importantly, the trial was designed in discussion with the FDA as a template that future, more powerful drugs could follow.

## Open questions

- **Funding.** Large prevention trials are expensive, and raising money for a trial of a generic drug, from which no company can profit, has taken years.
- **Exercise interactions.** Some studies have found that metformin can blunt certain benefits of exercise training in older adults, a reminder that no pill replaces physical activity.
- **Who benefits.** Even a positive result might apply mainly to people with particular metabolic profiles.

## What readers should know

Metformin is a prescription medicine with side effects, and it is not approved for slowing ageing. Nobody should take it for that purpose outside a clinical trial or without medical advice. The value of TAME lies in the question it asks, and in the path it may open for treating ageing as a target in medicine.
`;

export const seedArticles: SeedArticle[] = [
  {
    title: 'What Epigenetic Clocks Can and Cannot Tell You',
    slug: 'what-epigenetic-clocks-can-and-cannot-tell-you',
    content: epigeneticClocks,
    featuredImageUrl: null,
    excerpt:
      'DNA methylation clocks predict chronological age with striking accuracy, and newer clocks aim to capture biological age. Here is how they work, how they have evolved, and why a single reading is not a verdict on your health.',
    metaTitle: 'Epigenetic Clocks Explained: What Biological Age Tests Can and Cannot Tell You',
    metaDescription: 'How DNA methylation clocks estimate age, how first- and second-generation clocks differ, and the limits of a single test result.',
    contentType: 'research_insight',
    expertSlug: 'steve-horvath',
    seoTags: ['epigenetic clocks', 'biological age', 'biomarkers', 'ageing biology'],
    status: 'published',
    featuredOrder: 1,
    publishedAt: '2026-02-10T09:00:00.000Z',
  },
  {
    title: 'Building an Exercise Plan for a Longer Healthspan',
    slug: 'building-an-exercise-plan-for-a-longer-healthspan',
    content: exercisePlan,
    featuredImageUrl: null,
    excerpt:
      'Aerobic fitness, strength and balance are among the strongest predictors of a long, capable life. A practical, guideline-based way to structure your week.',
    metaTitle: 'Building an Exercise Plan for a Longer Healthspan',
    metaDescription:
      'Aerobic base, peak fitness, strength and balance: a guideline-based weekly exercise plan for staying capable as you age, with a simple checklist.',
    contentType: 'longevity_tip',
    expertSlug: 'peter-attia',
    seoTags: ['exercise', 'strength training', 'cardiorespiratory fitness', 'healthspan'],
    status: 'published',
    featuredOrder: 2,
    publishedAt: '2026-01-20T09:00:00.000Z',
  },
  {
    title: 'Calorie Restriction and Fasting: What Human Studies Show',
    slug: 'calorie-restriction-and-fasting-what-human-studies-show',
    content: calorieRestriction,
    featuredImageUrl: null,
    excerpt:
      'Eating less extends life in many laboratory animals. Trials such as CALERIE show what restriction and fasting do in people, and what remains unknown.',
    metaTitle: 'Calorie Restriction and Fasting: What the Human Evidence Shows',
    metaDescription:
      'From the CALERIE 2 trial to time-restricted eating and fasting-mimicking diets: what human studies show about eating less and ageing, and what is still unknown.',
    contentType: 'research_insight',
    expertSlug: 'valter-longo',
    seoTags: ['fasting', 'calorie restriction', 'nutrition', 'healthspan'],
    status: 'published',
    publishedAt: '2025-09-15T09:00:00.000Z',
  },
  {
    title: 'Senescent Cells and the Rise of Senolytics',
    slug: 'senescent-cells-and-the-rise-of-senolytics',
    content: senolytics,
    featuredImageUrl: null,
    excerpt:
      'Senescent cells stop dividing but keep sending out inflammatory signals. How research on cellular senescence led to senolytic drugs, and where human trials stand.',
    metaTitle: 'Senescent Cells and Senolytics: From Laboratory Discovery to Clinical Trials',
    metaDescription:
      'What cellular senescence is, why senescent cells accumulate with age, how senolytic drugs were discovered, and what early human trials have found.',
    contentType: 'research_insight',
    expertSlug: 'judith-campisi',
    seoTags: ['cellular senescence', 'senolytics', 'ageing biology', 'clinical trials'],
    status: 'published',
    publishedAt: '2025-06-05T09:00:00.000Z',
  },
  {
    title: 'Sleep: The Overlooked Longevity Habit',
    slug: 'sleep-the-overlooked-longevity-habit',
    content: sleep,
    featuredImageUrl: null,
    excerpt: 'Short and irregular sleep is linked to many diseases of ageing. Evidence-based habits for better sleep, and the signs that call for a doctor.',
    metaTitle: 'Sleep and Longevity: Evidence-Based Habits for Better Sleep',
    metaDescription: 'How much sleep adults need, how light and timing shape your body clock, what to cut back, and when sleep problems need a doctor.',
    contentType: 'longevity_tip',
    expertSlug: 'andrew-huberman',
    seoTags: ['sleep', 'circadian rhythm', 'light exposure', 'healthspan'],
    status: 'published',
    publishedAt: '2025-11-12T09:00:00.000Z',
  },
  {
    title: 'What the Blue Zones Can Teach Us, and What They Cannot',
    slug: 'what-the-blue-zones-can-teach-us-and-what-they-cannot',
    content: blueZones,
    featuredImageUrl: null,
    excerpt:
      'Okinawa, Sardinia, Nicoya, Ikaria and Loma Linda are famous for long lives. Which of their habits are backed by wider evidence, and where the story needs caution.',
    metaTitle: 'What the Blue Zones Can Teach Us About Longevity, and Their Limits',
    metaDescription:
      'The five Blue Zones, the habits they share, how those habits fit wider evidence on diet, activity and social ties, and the debate over age records.',
    contentType: 'longevity_tip',
    expertSlug: 'dan-buettner',
    seoTags: ['blue zones', 'nutrition', 'social connection', 'lifestyle'],
    status: 'published',
    publishedAt: '2026-04-08T09:00:00.000Z',
  },
  {
    title: 'Can a Diabetes Drug Slow Ageing? Inside the TAME Trial',
    slug: 'can-a-diabetes-drug-slow-ageing-inside-the-tame-trial',
    content: metforminDraft,
    featuredImageUrl: null,
    excerpt:
      'The TAME trial asks whether metformin can delay a cluster of age-related diseases, and in doing so aims to make ageing itself a target for medicine.',
    metaTitle: 'Can Metformin Slow Ageing? Inside the TAME Trial',
    metaDescription: 'Why metformin is a candidate for slowing ageing, how the TAME trial is designed to test it, and the questions that remain open.',
    contentType: 'research_insight',
    expertSlug: 'nir-barzilai',
    seoTags: ['metformin', 'clinical trials', 'geroscience', 'drug repurposing'],
    status: 'draft',
  },
];
