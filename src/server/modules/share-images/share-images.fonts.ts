import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The weights drawn: the title and brand in bold, the tagline in regular. */
export type FontWeight = 400 | 700;
export interface LoadedFont {
  name: string;
  data: Buffer;
  weight: FontWeight;
  style: 'normal';
}

const FONT_FAMILY = 'Noto Sans SC';

/**
 * Noto Sans SC from @fontsource/noto-sans-sc, read from node_modules, never from the system: the
 * package splits each weight into about a hundred WOFF files by unicode range (its unicode.json),
 * so a picture loads only the few that hold its characters, not the 10 MB font.
 */
const fontDir = path.dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-sc/unicode.json'));

interface Range {
  from: number;
  to: number;
  subset: string;
}

let ranges: Promise<Range[]> | undefined;
/** Every subset's ranges, sorted, read on the first drawing. */
function loadRanges(): Promise<Range[]> {
  ranges ??= readFile(path.join(fontDir, 'unicode.json'), 'utf8').then((text) => {
    const bySubset = JSON.parse(text) as Record<string, string>;
    const all = Object.entries(bySubset).flatMap(([key, list]) =>
      list.split(',').map((part) => {
        const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-') as [string, string?];
        return { from: parseInt(from, 16), to: parseInt(to, 16), subset: key.replace(/^\[(\d+)\]$/, '$1') };
      }),
    );
    return all.sort((a, b) => a.from - b.from);
  });
  return ranges;
}

function subsetOf(sorted: Range[], codePoint: number): string | undefined {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const range = sorted[mid]!;
    if (codePoint < range.from) hi = mid - 1;
    else if (codePoint > range.to) lo = mid + 1;
    else return range.subset;
  }
  return undefined;
}

/** Read files stay in memory: at most two weights of about a hundred files of 20-50 kB. */
const files = new Map<string, Promise<Buffer>>();
function fontFile(subset: string, weight: FontWeight): Promise<Buffer> {
  const name = `noto-sans-sc-${subset}-${weight}-normal.woff`;
  let file = files.get(name);
  if (!file) {
    file = readFile(path.join(fontDir, 'files', name));
    files.set(name, file);
    file.catch(() => files.delete(name));
  }
  return file;
}

/**
 * The font files that hold every character of the texts, in their weights (the ellipsis of a cut
 * title included), and the CSS family list naming them: each file is a family of its own, since
 * Satori keeps one font per family and weight.
 */
export async function fontsFor(texts: { text: string; weight: FontWeight }[]): Promise<{ fonts: LoadedFont[]; family: string }> {
  const sorted = await loadRanges();
  const wanted = new Map<string, { subset: string; weight: FontWeight }>();
  for (const { text, weight } of texts) {
    for (const char of `${text}…`) {
      const subset = subsetOf(sorted, char.codePointAt(0)!);
      if (subset) wanted.set(`${subset}:${weight}`, { subset, weight });
    }
  }
  const fonts = await Promise.all([...wanted.values()].map(async ({ subset, weight }) => ({ name: `${FONT_FAMILY} ${subset}`, data: await fontFile(subset, weight), weight, style: 'normal' as const })));
  return { fonts, family: [...new Set(fonts.map((f) => `'${f.name}'`))].join(', ') };
}
