import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { syntheticPhoto } from '../../scripts/bench/synthetic-photo.ts';

/**
 * Wikimedia Commons on 127.0.0.1: the action API's `prop=imageinfo` answer (formatversion 2) with
 * `extmetadata` shaped like the real one (HTML values, `source` and `hidden`; see the CommonsMetadata
 * extension's fixtures), plus the thumbnails it points to. Files:
 * - 'Ada Longevity portrait.jpg': CC BY-SA 4.0, by a user linked in HTML, attribution required;
 * - 'Ada public domain.jpg': public domain, no author named;
 * - 'Ada CC0.jpg': CC0;
 * - 'Ada noncommercial.jpg': CC BY-NC-SA 2.0;
 * - 'Ada no derivatives.jpg': CC BY-ND 4.0;
 * - 'Ada fair use.jpg': marked non-free (fair use);
 * - 'Ada GFDL.jpg': GFDL only;
 * - 'Ada anonymous.jpg': CC BY 4.0 without any author.
 * Any other name is missing. `hits` lists every path and query asked for.
 */

interface FileSpec {
  license: string;
  shortName: string;
  licenseUrl?: string;
  usageTerms?: string;
  artist?: string;
  attributionRequired?: 'true' | 'false';
  nonFree?: boolean;
}

const FILES: Record<string, FileSpec> = {
  'Ada Longevity portrait.jpg': {
    license: 'cc-by-sa-4.0',
    shortName: 'CC BY-SA 4.0',
    licenseUrl: 'https://creativecommons.org/licenses/by-sa/4.0',
    usageTerms: 'Creative Commons Attribution-Share Alike 4.0',
    artist: '<a href="//commons.wikimedia.org/wiki/User:Jane_Lens" title="User:Jane Lens">Jane Lens</a> &amp; Lab&#39;s <span class="fn">Photo Unit</span>',
    attributionRequired: 'true',
  },
  'Ada public domain.jpg': { license: 'pd', shortName: 'Public domain', usageTerms: 'Public domain', attributionRequired: 'false' },
  'Ada CC0.jpg': {
    license: 'cc0',
    shortName: 'CC0',
    licenseUrl: 'http://creativecommons.org/publicdomain/zero/1.0/deed.en',
    usageTerms: 'Creative Commons Zero, Public Domain Dedication',
    artist: 'Sam Shutter',
    attributionRequired: 'false',
  },
  'Ada noncommercial.jpg': {
    license: 'cc-by-nc-sa-2.0',
    shortName: 'CC BY-NC-SA 2.0',
    licenseUrl: 'https://creativecommons.org/licenses/by-nc-sa/2.0',
    artist: 'Nico',
    attributionRequired: 'true',
  },
  'Ada no derivatives.jpg': {
    license: 'cc-by-nd-4.0',
    shortName: 'CC BY-ND 4.0',
    licenseUrl: 'https://creativecommons.org/licenses/by-nd/4.0',
    artist: 'Nadia',
    attributionRequired: 'true',
  },
  'Ada fair use.jpg': { license: 'fair use', shortName: 'Fair use', artist: 'Studio', nonFree: true },
  'Ada GFDL.jpg': { license: 'gfdl', shortName: 'GFDL', licenseUrl: 'http://www.gnu.org/copyleft/fdl.html', artist: 'Gnu Fan', attributionRequired: 'true' },
  'Ada anonymous.jpg': { license: 'cc-by-4.0', shortName: 'CC BY 4.0', licenseUrl: 'https://creativecommons.org/licenses/by/4.0', attributionRequired: 'true' },
};

const field = (value: string, source = 'commons-desc-page') => ({ value, source, hidden: true });

function underscored(name: string): string {
  return name.replace(/ /g, '_');
}

export async function startCommonsServer() {
  const hits: string[] = [];
  const thumbnail = await syntheticPhoto({ width: 960, height: 1280, seed: 18 });
  let base = '';

  /** The thumbnail of the asked width (iiurlwidth), as Commons names it; its bytes are one test photo. */
  function imageinfo(name: string, spec: FileSpec, width: number) {
    const file = encodeURIComponent(underscored(name));
    return {
      size: 2_345_678,
      width: 3000,
      height: 4000,
      thumburl: `${base}/thumb/${file}/${width}px-${file}`,
      thumbwidth: width,
      thumbheight: Math.round((width * 4) / 3),
      url: `${base}/originals/${file}`,
      descriptionurl: `${base}/wiki/File:${file}`,
      descriptionshorturl: `${base}/w/index.php?curid=4242`,
      extmetadata: {
        DateTime: field('2021-04-02 10:11:12', 'mediawiki-metadata'),
        ObjectName: field(name.replace(/\.\w+$/, ''), 'mediawiki-metadata'),
        License: field(spec.license, 'commons-templates'),
        LicenseShortName: field(spec.shortName),
        ...(spec.licenseUrl ? { LicenseUrl: field(spec.licenseUrl) } : {}),
        ...(spec.usageTerms ? { UsageTerms: field(spec.usageTerms) } : {}),
        ...(spec.artist ? { Artist: { value: spec.artist, source: 'commons-desc-page' } } : {}),
        ...(spec.attributionRequired ? { AttributionRequired: field(spec.attributionRequired) } : {}),
        ...(spec.nonFree ? { NonFree: field('true') } : {}),
        Copyrighted: field(spec.license === 'pd' ? 'False' : 'True'),
        Restrictions: field(''),
        Credit: { value: '<span class="int-own-work" lang="en">Own work</span>', source: 'commons-desc-page' },
      },
    };
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    hits.push(`${url.pathname}${url.search}`);
    if (url.pathname === '/w/api.php' && url.searchParams.get('action') === 'query') {
      const title = url.searchParams.get('titles') ?? '';
      const name = title.replace(/^File:/, '').replace(/_/g, ' ');
      const spec = FILES[name];
      const page = spec
        ? {
            pageid: 4242,
            ns: 6,
            title: `File:${name}`,
            imagerepository: 'local',
            imageinfo: [imageinfo(name, spec, Number(url.searchParams.get('iiurlwidth')) || 3000)],
          }
        : { ns: 6, title: `File:${name}`, missing: true, known: false, imagerepository: '' };
      const body = { batchcomplete: true, query: { normalized: [{ fromencoded: false, from: title, to: `File:${name}` }], pages: [page] } };
      return void res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    }
    if (url.pathname.startsWith('/thumb/')) return void res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(thumbnail);
    res.writeHead(404).end('Not found');
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    hits,
    thumbnail,
    /** Thumbnail downloads (what accepting a portrait fetches). */
    downloads: () => hits.filter((hit) => hit.startsWith('/thumb/')),
    env: (): Record<string, string> => ({ COMMONS_BASE_URL: base, ALLOW_PRIVATE_IMAGE_URLS: 'true' }),
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
