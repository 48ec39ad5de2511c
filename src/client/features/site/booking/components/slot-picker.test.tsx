// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/i18n';
import { availability, bookingTree } from '../test-utils';
import { SlotPicker, type SlotPickerProps } from './slot-picker';

const { days, closed } = availability;
const picker = (props: Partial<SlotPickerProps> = {}) => <SlotPicker days={days} closed={closed} value={null} onChange={() => undefined} {...props} />;
const renderPicker = (props: Partial<SlotPickerProps> = {}, lang: Language = 'zh') => render(bookingTree(picker(props), { lang }));

/** The times offered for the day shown, as their buttons read. */
const times = () => [...document.querySelectorAll('button[data-slot-time]')].map((b) => b.getAttribute('aria-label') ?? b.textContent);

const originalTz = process.env.TZ;
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  process.env.TZ = originalTz;
});

describe('SlotPicker', () => {
  it.each(['Asia/Singapore', 'Asia/Kuala_Lumpur', 'Asia/Hong_Kong'])('when the visitor is in %s (the same clock as Singapore), then each time is shown once, in Singapore time', (timeZone) => {
    renderPicker({ timeZone }, 'en');

    expect(times()).toEqual(['10:00', '10:30']);
    expect(screen.getByText('Times are Singapore time (SGT, UTC+8).')).toBeTruthy();
  });

  it('when the visitor is in London, then each time is shown in Singapore time and in London time, also after the clocks change', () => {
    renderPicker({ timeZone: 'Europe/London' }, 'en');

    expect(times()).toEqual(['10:00 SGT · 02:00 London', '10:30 SGT · 02:30 London']);
    fireEvent.click(screen.getByRole('button', { name: 'Tue 1 Jul 2 free' }));
    expect(times()).toEqual(['10:00 SGT · 03:00 London', '16:00 SGT · 09:00 London']);
  });

  it('when a Chinese page is read in New York, then the visitor time names the zone in Chinese and says it is the day before', () => {
    renderPicker({ timeZone: 'America/New_York' }, 'zh');

    expect(times()[0]).toBe('10:00 SGT · 纽约时间 22:00（前一天）');
  });

  it('when a closed date lies between the free days, then it shows as closed with its label and cannot be chosen', () => {
    renderPicker({}, 'en');

    const holiday = screen.getByText('Hari Raya Puasa').closest('li')!;

    expect(holiday.textContent).toContain('31 Mar');
    expect(holiday.textContent).toContain('Closed');
    expect(within(holiday).queryByRole('button')).toBeNull();
  });

  it('when a time is pressed, then it is chosen', () => {
    const onChange = vi.fn();
    renderPicker({ onChange }, 'en');

    fireEvent.click(screen.getByRole('button', { name: '10:30' }));

    expect(onChange).toHaveBeenCalledWith('2025-03-10T02:30:00.000Z');
  });

  it('when rendered on the server and hydrated in London, then the HTML holds Singapore time only and the London time is added without a mismatch', async () => {
    process.env.TZ = 'Europe/London';
    const html = renderToString(bookingTree(picker(), { lang: 'en' }));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = vi.spyOn(console, 'error');

    await act(async () => {
      hydrateRoot(container, bookingTree(picker(), { lang: 'en' }), { onRecoverableError: (err) => console.error(err) });
    });

    expect(html).toContain('>10:00<');
    expect(html).not.toContain('London');
    expect(within(container).getByRole('button', { name: '10:00 SGT · 02:00 London' })).toBeTruthy();
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});
