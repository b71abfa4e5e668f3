/**
 * Why a link was not kept, as the generator's 'dropped links' and the article link check say it.
 * Every reason names the link (not an image): the checks share the image downloader's guarded,
 * hop-by-hop redirect following but not its wording.
 */
export const LINK_MESSAGES = {
  notHttp: 'the link is not an http(s) address',
  privateAddress: 'the link leads to a private, local or reserved network address',
  hostNotFound: "the link's host could not be found",
  unreachable: 'the link could not be opened',
  timedOut: 'the link did not answer in time',
  tooManyRedirects: 'the link redirected too many times',
  redirectLoop: 'the link redirects in a loop',
  badRedirect: 'the link answered an invalid redirect',
  redirectNotHttp: 'the link redirected to an address that is not http(s)',
  notChecked: 'no source gave the link and it was not checked (too many links, or not a web address)',
  imageNotStored: 'the image is not one of the site’s stored images',
} as const;

export function linkAnsweredMessage(status: number): string {
  return `the link answered with status ${status}`;
}
