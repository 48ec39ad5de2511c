import type { SearchTerm } from './search.query';

/**
 * Highlights and excerpts, written here rather than with ts_headline: ts_headline parses the text
 * with the default parser, which sees a whole Chinese sentence as one word and so never matches the
 * index's character pairs. Everything returned is HTML-escaped text with <mark> around matches.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The visible text of stored HTML (tags dropped, common entities decoded, spaces collapsed). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#?[a-z0-9]+);/gi, (m, name: string) => ENTITIES[name.toLowerCase()] ?? m)
    .replace(/\s+/g, ' ')
    .trim();
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where the terms occur: a Han run as it is, or failing that each of its pairs (the index matched
 * the phrase, maybe in another field); a Latin word at the start of a word, the whole word marked.
 */
function matcher(terms: SearchTerm[]): RegExp | null {
  const parts = terms.flatMap(({ text, han }) => {
    if (!han) return [`(?<![a-z0-9])${escapeRegExp(text)}[a-z0-9]*`];
    const chars = [...text];
    const pairs = chars.length > 2 ? chars.slice(0, -1).map((c, i) => c + chars[i + 1]) : [];
    return [text, ...pairs].map(escapeRegExp);
  });
  return parts.length ? new RegExp(parts.join('|'), 'gi') : null;
}

/** [start, end) of every match, in order, not overlapping. */
function matches(text: string, re: RegExp | null): [number, number][] {
  if (!re) return [];
  const found: [number, number][] = [];
  for (const m of text.matchAll(re)) if (m[0]) found.push([m.index, m.index + m[0].length]);
  return found;
}

function marked(text: string, ranges: [number, number][]): string {
  let out = '';
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at) continue;
    out += `${escapeHtml(text.slice(at, start))}<mark>${escapeHtml(text.slice(start, end))}</mark>`;
    at = end;
  }
  return out + escapeHtml(text.slice(at));
}

export function highlight(text: string, terms: SearchTerm[]): string {
  return marked(text, matches(text, matcher(terms)));
}

const BEFORE = 30;
const LENGTH = 120;

/** A stretch of the first text with a match (else the first text's start), about 120 characters, matches marked. */
export function excerpt(texts: string[], terms: SearchTerm[]): string {
  const re = matcher(terms);
  const candidates = texts.map(plainText).filter(Boolean);
  for (const text of candidates) {
    const found = matches(text, re);
    if (!found.length) continue;
    const start = Math.max(0, found[0]![0] - BEFORE);
    const end = Math.min(text.length, start + LENGTH);
    const window = found.filter(([s, e]) => s >= start && e <= end).map(([s, e]): [number, number] => [s - start, e - start]);
    return `${start > 0 ? '…' : ''}${marked(text.slice(start, end), window)}${end < text.length ? '…' : ''}`;
  }
  const first = candidates[0] ?? '';
  return escapeHtml(first.slice(0, LENGTH)) + (first.length > LENGTH ? '…' : '');
}
