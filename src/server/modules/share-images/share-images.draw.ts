import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Language } from '../../../shared/languages';
import { SHARE_IMAGE_HEIGHT as HEIGHT, SHARE_IMAGE_WIDTH as WIDTH } from '../../../shared/share-image';
import { fontsFor, type FontWeight } from './share-images.fonts';
import { brandOf } from './share-images.version';

// the site's colours (src/client/styles/globals.css: --primary, --accent, --secondary)
const PRIMARY = '#0b3a6f';
const PRIMARY_LIGHT = '#155394';
const ACCENT = '#c8a24a';
const SECONDARY = '#e8eef6';
const COVER_WIDTH = 460;
const PAD = 72;
const LINE_HEIGHT = 1.28;

type Style = Record<string, string | number>;
interface Node {
  type: string;
  props: { style?: Style; children?: (Node | string)[] | Node | string; src?: string; width?: number; height?: number; lang?: string };
}
const h = (type: string, style: Style, children?: Node['props']['children'], props: Omit<Node['props'], 'style' | 'children'> = {}): Node => ({ type, props: { style, children, ...props } });

let art: { logo: string; skyline: string } | undefined;
/** The logo and skyline the site shows (public/), read once. */
function siteArt() {
  const read = (file: string) => readFileSync(path.join(import.meta.dirname, '../../../../public', file), 'utf8');
  const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  // the skyline's sun would sit behind the title's last line
  art ??= { logo: dataUri(read('favicon.svg')), skyline: dataUri(read('skyline.svg').replace(/<circle[^>]*\/>/, '')) };
  return art;
}

/** How wide a text runs, in ems: CJK characters are square, Latin ones about half as wide. */
const ems = (text: string) => [...text].reduce((sum, c) => sum + (/[\u2e80-\uffef]/.test(c) ? 1 : /[A-Z0-9]/.test(c) ? 0.66 : 0.54), 0);

/** The largest title size that fits the lines without leaving a lone character or two on the last; past the smallest, the title is cut with an ellipsis. */
function titleSize(title: string, width: number, lines: number): number {
  const sizes = [72, 64, 58, 52, 46];
  const fitting = sizes.filter((size) => Math.ceil((ems(title) * size) / width) <= lines);
  const lastLineFull = (size: number) => {
    const runs = (ems(title) * size) / width;
    return runs <= 1 || runs - Math.floor(runs) === 0 || runs - Math.floor(runs) >= 0.3;
  };
  return fitting.find(lastLineFull) ?? fitting[0] ?? sizes.at(-1)!;
}

function frame(lang: Language, children: Node[]): Node {
  const { skyline } = siteArt();
  return h(
    'div',
    { width: WIDTH, height: HEIGHT, display: 'flex', position: 'relative', color: '#ffffff', backgroundImage: `linear-gradient(135deg, ${PRIMARY} 0%, ${PRIMARY} 45%, ${PRIMARY_LIGHT} 100%)` },
    [h('img', { position: 'absolute', left: 0, bottom: 0, width: WIDTH, height: 200, opacity: 0.7 }, undefined, { src: skyline, width: WIDTH, height: 200 }), ...children],
    { lang: lang === 'zh' ? 'zh-CN' : 'en' },
  );
}

function brandRow(name: string, size: number, logoSize: number): Node {
  return h('div', { display: 'flex', alignItems: 'center', gap: Math.round(logoSize / 3) }, [
    h('img', { width: logoSize, height: logoSize, borderRadius: logoSize, border: `3px solid ${SECONDARY}` }, undefined, { src: siteArt().logo, width: logoSize, height: logoSize }),
    h('div', { fontSize: size, fontWeight: 700, letterSpacing: 1 }, name),
  ]);
}

const accentBarStyle = (width: number): Style => ({ width, height: 8, borderRadius: 4, backgroundColor: ACCENT });

/** The full name where it fits on one line beside the logo, else the short one. */
const brandName = (lang: Language, width: number, size: number) => {
  const { name, shortName } = brandOf(lang);
  return ems(name) * size <= width ? name : shortName;
};

/** An article's picture: brand, title (cut after 3 or 4 lines) and, when there is one, the cover on the right. */
function articleTree(lang: Language, title: string, cover: string | undefined): Node {
  const textWidth = WIDTH - 2 * PAD - (cover ? COVER_WIDTH : 0);
  const lines = cover ? 4 : 3;
  const size = titleSize(title, textWidth, lines);
  // the title is centred, by its estimated lines, between the brand (to 120 px) and the skyline (the
  // bottom 200 px); Satori's own centring counts a clamped text at its unclamped height
  const block = 34 + Math.min(lines, Math.ceil((ems(title) * size) / textWidth)) * size * LINE_HEIGHT;
  const column = h('div', { display: 'flex', flexDirection: 'column', width: textWidth + 2 * PAD, padding: `56px ${PAD}px 0` }, [
    brandRow(brandName(lang, textWidth - 84, 30), 30, 64),
    h('div', { marginTop: Math.max(40, Math.round((340 - block) / 2)), marginBottom: 26, ...accentBarStyle(120) }, undefined),
    h('div', { display: 'block', width: textWidth, fontSize: size, fontWeight: 700, lineHeight: LINE_HEIGHT, lineClamp: lines, textShadow: `0 2px 12px ${PRIMARY}` }, title),
  ]);
  if (!cover) return frame(lang, [column]);
  return frame(lang, [
    column,
    h('img', { position: 'absolute', right: 0, top: 0, width: COVER_WIDTH, height: HEIGHT, objectFit: 'cover' }, undefined, { src: cover, width: COVER_WIDTH, height: HEIGHT }),
    h('div', { position: 'absolute', right: COVER_WIDTH, top: 0, width: 8, height: HEIGHT, backgroundColor: ACCENT }, undefined),
  ]);
}

/** The site's picture: the logo, the brand and the tagline. */
function siteTree(lang: Language): Node {
  const { name, tagline } = brandOf(lang);
  return frame(lang, [
    h('div', { display: 'flex', flexDirection: 'column', justifyContent: 'center', width: WIDTH, height: HEIGHT - 90, padding: `0 ${PAD + 24}px`, gap: 28 }, [
      h('img', { width: 120, height: 120, borderRadius: 120, border: `4px solid ${SECONDARY}` }, undefined, { src: siteArt().logo, width: 120, height: 120 }),
      h('div', { display: 'block', fontSize: titleSize(name, WIDTH - 2 * PAD, 2), fontWeight: 700, lineHeight: 1.25, lineClamp: 2 }, name),
      h('div', accentBarStyle(160), undefined),
      h('div', { fontSize: 36, fontWeight: 400, color: SECONDARY }, tagline),
    ]),
  ]);
}

async function render(tree: Node, texts: { text: string; weight: FontWeight }[]): Promise<Buffer> {
  // loaded on the first drawing only: a server that never draws never holds it
  const { default: satori } = await import('satori');
  const { fonts, family } = await fontsFor(texts);
  const root = { ...tree, props: { ...tree.props, style: { ...tree.props.style, fontFamily: family } } };
  // text comes out as paths, so the rasteriser needs no font at all
  const svg = await satori(root as unknown as Parameters<typeof satori>[0], { width: WIDTH, height: HEIGHT, fonts });
  // a palette PNG is a fifth of the size: chat apps refuse previews much over 300 kB
  return sharp(Buffer.from(svg)).png({ palette: true, quality: 90, compressionLevel: 9 }).toBuffer();
}

/** The cover cut to the picture's right column, as a data URI (JPEG keeps the SVG small). */
async function coverUri(cover: Buffer): Promise<string> {
  const jpeg = await sharp(cover).resize(COVER_WIDTH, HEIGHT, { fit: 'cover' }).jpeg({ quality: 82 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/** One article's picture in `lang`, 1200×630 PNG. */
export async function drawArticleImage(lang: Language, title: string, cover?: Buffer): Promise<Buffer> {
  const coverSrc = cover ? await coverUri(cover) : undefined;
  return render(articleTree(lang, title, coverSrc), [
    { text: title, weight: 700 },
    { text: `${brandOf(lang).name}${brandOf(lang).shortName}`, weight: 700 },
  ]);
}

/** The site's picture in `lang`, 1200×630 PNG. */
export async function drawSiteImage(lang: Language): Promise<Buffer> {
  const { name, tagline } = brandOf(lang);
  return render(siteTree(lang), [
    { text: name, weight: 700 },
    { text: tagline, weight: 400 },
  ]);
}
