import type { ReactNode } from 'react';

// A URL (with scheme or starting with www.) or an e-mail address; trailing punctuation is trimmed below.
const LINK_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"]+|[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const TRAILING_PUNCTUATION = /[.,;:!?'")\]]+$/;

export interface TextLink {
  text: string;
  href: string;
  start: number;
}

/** Every link in `text`, with the address it opens: http(s) or mailto only, so no script can ride in. */
export function findLinks(text: string): TextLink[] {
  const links: TextLink[] = [];
  for (const match of text.matchAll(LINK_PATTERN)) {
    const raw = match[0].replace(TRAILING_PUNCTUATION, '');
    if (!raw) continue;
    const href = raw.includes('://') ? raw : raw.startsWith('www.') ? `https://${raw}` : `mailto:${raw}`;
    links.push({ text: raw, href, start: match.index });
  }
  return links;
}

/** The text as React nodes with its URLs and e-mail addresses as links; everything else stays plain text. */
export function linkify(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let position = 0;
  for (const link of findLinks(text)) {
    if (link.start > position) nodes.push(text.slice(position, link.start));
    const external = !link.href.startsWith('mailto:');
    nodes.push(
      <a key={link.start} href={link.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {link.text}
      </a>,
    );
    position = link.start + link.text.length;
  }
  if (position < text.length) nodes.push(text.slice(position));
  return nodes;
}
