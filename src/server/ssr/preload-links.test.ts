import { describe, expect, it } from 'vitest';
import { preloadLinks, type Manifest } from './preload-links';

const manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-b.js' },
  'src/page.tsx': { file: 'assets/page-c.js', imports: ['_shared.js', '_view.js'] },
  '_view.js': { file: 'assets/view-d.js' },
} as Manifest;

describe('preloadLinks', () => {
  it('when a page needs a lazy chunk, then it and its own imports are preloaded, not what the entry loads', () => {
    const html = preloadLinks(manifest, ['src/page.tsx']);

    expect(html).toContain('href="/assets/page-c.js"');
    expect(html).toContain('href="/assets/view-d.js"');
    expect(html).not.toContain('shared-b.js');
    // hydration's chunks wait behind the stylesheet and the images on a slow link
    expect(html.match(/<link [^>]*>/g)?.every((link) => link.includes('fetchpriority="low"'))).toBe(true);
  });

  it('when the module is unknown (development), then nothing is added', () => {
    expect(preloadLinks(manifest, ['src/missing.tsx'])).toBe('');
  });
});
