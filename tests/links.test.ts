import { describe, expect, it } from 'vitest';
import { describeReferenceLink, hostNamesPerson, looksOfficial, parseReferenceLink, profileLinks } from '../domain/links.ts';
import { seedExperts } from '../db/seed/experts.ts';

const describe1 = (raw: string, person?: string) => describeReferenceLink(parseReferenceLink(raw)!, person);

describe('describeReferenceLink', () => {
  it('shows a stored title as it is', () => {
    expect(describe1('Dog Aging Project|https://dogagingproject.org').label).toBe('Dog Aging Project');
    expect(describe1('Interview|https://twitter.com/someone').label).toBe('Interview');
  });

  it('names known sites, with the Wikipedia article title, DOI, ORCID iD or PMID when the URL has one', () => {
    expect(describe1('https://en.wikipedia.org/wiki/Andrew_Huberman').label).toBe('Wikipedia: Andrew Huberman');
    expect(describe1('https://en.wikipedia.org/wiki/George_Church_(geneticist)').label).toBe('Wikipedia: George Church (geneticist)');
    expect(describe1('https://de.wikipedia.org/wiki/Alterung%C3%A9').label).toBe('Wikipedia: Alterungé');
    expect(describe1('https://doi.org/10.1186/gb-2013-14-10-r115').label).toBe('DOI: 10.1186/gb-2013-14-10-r115');
    expect(describe1('https://orcid.org/0000-0002-1825-0097').label).toBe('ORCID: 0000-0002-1825-0097');
    expect(describe1('https://pubmed.ncbi.nlm.nih.gov/24138928/').label).toBe('PubMed: PMID 24138928');
    expect(describe1('https://pubmed.ncbi.nlm.nih.gov/?term=Horvath%20S%5BAuthor%5D').label).toBe('PubMed');
    expect(describe1('https://scholar.google.com/citations?user=abc').label).toBe('Google Scholar');
    expect(describe1('https://x.com/someone').label).toBe('X (Twitter)');
    expect(describe1('https://www.linkedin.com/in/someone').label).toBe('LinkedIn');
    expect(describe1('https://youtu.be/abcdefghijk').label).toBe('YouTube');
    expect(describe1('https://api.openalex.org/authors/A123').label).toBe('OpenAlex');
    expect(describe1('https://www.lab.example.edu/people').label).toBe('lab.example.edu');
  });

  it('calls a link the Official Website only when labelled so or on a host that names the person', () => {
    expect(describe1('Official Website|https://sinclair.hms.harvard.edu', 'David Sinclair')).toMatchObject({ label: 'Official Website', official: true });
    expect(describe1('https://peterattiamd.com', 'Peter Attia')).toMatchObject({ label: 'Official Website', official: true });
    expect(describe1('https://www.stevenaustad.com', 'Steven Austad').official).toBe(true);
    expect(describe1('https://doe-news.example.org', 'Dr. Jane Doe').official).toBe(false);
    expect(describe1('https://jane-doe.example.org', 'Dr. Jane Doe').official).toBe(true);
    expect(describe1('https://janedoe.example.org', 'Dr. Jane Doe').official).toBe(true);
    // An employer's home page, a news story about the person and a network profile are not their own site.
    expect(describe1('https://www.buckinstitute.org', 'Eric Verdin').official).toBe(false);
    expect(describe1('https://www.nytimes.com/2023/05/01/health/peter-attia-outlive.html', 'Peter Attia').official).toBe(false);
    expect(describe1('https://twitter.com/peterattiamd', 'Peter Attia').official).toBe(false);
    // A titled link keeps its title even on a host with the name in it; 'Lab Website' is not a claim of ownership.
    expect(describe1('Glenn Foundation|https://glennfoundation.org', 'Paul F. Glenn')).toMatchObject({ label: 'Glenn Foundation', official: false });
    expect(describe1('Lab Website|http://gladyshevlab.bwh.harvard.edu', 'Vadim Gladyshev')).toMatchObject({ label: 'Lab Website', official: false });
    expect(describe1('Personal homepage|https://someone.example.org', 'Someone Else').official).toBe(true);
    expect(describe1('https://peterattiamd.com').official).toBe(false);
  });

  it('matches names without accents, honorifics or short surnames clashing', () => {
    expect(hostNamesPerson('https://josemartinez.example.org', 'Dr. José Martínez PhD')).toBe(true);
    expect(hostNamesPerson('https://news.example.org', 'Ann Ng')).toBe(false);
    expect(hostNamesPerson('https://annng.example.org', 'Ann Ng')).toBe(true);
    expect(hostNamesPerson('https://example.org', '')).toBe(false);
  });
});

describe('profileLinks', () => {
  it('takes the first official link for the button and lists the others', () => {
    const { official, others } = profileLinks(
      ['https://x.com/someone', 'Interview|https://news.example.com/someone-profile', 'Official Website|https://someone.com', 'https://someone-two.org'],
      'Sam Someone',
    );
    expect(official?.url).toBe('https://someone.com');
    expect(others.map((link) => link.label)).toEqual(['X (Twitter)', 'Interview', 'Official Website']);
  });

  it('gives no button when no link is the person’s own', () => {
    expect(profileLinks(['https://www.buckinstitute.org', 'https://en.wikipedia.org/wiki/Eric_Verdin'], 'Eric Verdin').official).toBeUndefined();
  });

  it('never promotes a seed expert’s titled institutional or news link to Official Website', () => {
    for (const expert of seedExperts) {
      const { official } = profileLinks(expert.referenceLinks, expert.name);
      if (official)
        expect(
          expert.referenceLinks.some((raw) => raw.startsWith('Official Website|') || raw === official.url),
          expert.name,
        ).toBe(true);
    }
  });
});

describe('looksOfficial (the submit form’s rule)', () => {
  it('accepts any link that is labelled a website or is not on a known network', () => {
    expect(looksOfficial({ label: 'Personal website', url: 'https://linkedin.com/in/x' })).toBe(true);
    expect(looksOfficial({ label: undefined, url: 'https://someone-lab.org' })).toBe(true);
    expect(looksOfficial({ label: undefined, url: 'https://x.com/someone' })).toBe(false);
  });
});
