/**
 * Characters XML 1.0 forbids: C0 controls other than tab, line feed and carriage return, the
 * non-characters U+FFFE and U+FFFF, and unpaired surrogate halves. One such character in an
 * article title makes the RSS feed invalid XML, and none has any business in stored text, so
 * text fields drop them on input and feeds drop them again on output (for rows stored before).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function withoutXmlForbidden(text: string): string {
  return text.replace(XML_FORBIDDEN, '');
}
