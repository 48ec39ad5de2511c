// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ArticleCover } from './article-cover';

afterEach(cleanup);

describe('ArticleCover', () => {
  it('when the article has no cover, then nothing is rendered', () => {
    const { container } = render(<ArticleCover src={null} alt="自雇移民" />);

    expect(container.innerHTML).toBe('');
  });

  it('when the article has a cover, then it fills a 16:9 frame with the title as alt text and its size known in advance', () => {
    render(<ArticleCover src="/uploads/cover.jpg" alt="自雇移民" />);

    const img = screen.getByRole('img', { name: '自雇移民' });
    expect(img.getAttribute('src')).toBe('/uploads/cover.jpg');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1280', '720']);
    expect(img.parentElement?.className).toContain('aspect-video');
    expect(img.className).toContain('object-cover');
    expect(img.getAttribute('loading')).toBe('eager');
  });

  it('when the cover is below the fold, then it loads lazily', () => {
    render(<ArticleCover src="/uploads/cover.jpg" alt="News" lazy />);

    expect(screen.getByRole('img', { name: 'News' }).getAttribute('loading')).toBe('lazy');
  });

  it('when the cover fails to load, then the frame disappears instead of showing a broken image', () => {
    const { container } = render(<ArticleCover src="/uploads/missing.jpg" alt="News" />);

    fireEvent.error(screen.getByRole('img', { name: 'News' }));

    expect(container.innerHTML).toBe('');
  });
});
