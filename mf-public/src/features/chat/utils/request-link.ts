import { getApiOrigin } from '@lexa/common';
import { findLinks } from './linkify';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The product's origin: the API's when the widget is embedded elsewhere, else the page's own. */
const productOrigin = (): URL => new URL(getApiOrigin() || window.location.origin);

/** Same host and port as the product; the loopback names count as one host (PUBLIC_URL says localhost in dev). */
function isProductHost(url: URL): boolean {
  const product = productOrigin();
  if (url.port !== product.port) return false;
  return url.hostname === product.hostname || (LOOPBACK.has(url.hostname) && LOOPBACK.has(product.hostname));
}

/** The first link in an assistant message to the client request page on the product host, if any. */
export function requestPageLink(text: string): URL | null {
  for (const { href } of findLinks(text)) {
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      continue;
    }
    if (/^https?:$/.test(url.protocol) && url.pathname.replace(/\/$/, '') === '/client/request' && isProductHost(url))
      return url;
  }
  return null;
}
