// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/i18n';
import { DesktopNav, OPEN_DELAY_MS } from './desktop-nav';

function renderNav() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json([]));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createI18n('en')}>
        <MemoryRouter initialEntries={['/en']}>
          <DesktopNav />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return screen.getAllByRole('button')[0]!;
}

/** jsdom has no PointerEvent: a mouse event carrying pointerType (React derives pointerenter from pointerover). */
const pointer = (type: string) => Object.assign(new MouseEvent(type, { bubbles: true, relatedTarget: null }), { pointerType: 'mouse' });

describe('DesktopNav', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('when the hover opened a menu and its button is clicked, then the menu stays open', () => {
    const button = renderNav();

    act(() => {
      button.dispatchEvent(pointer('pointerover'));
      vi.advanceTimersByTime(OPEN_DELAY_MS + 10);
    });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button);

    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('when a menu opened by a click is clicked again, then it closes', () => {
    const button = renderNav();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button);

    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
