// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArticleSchedule } from '@shared/schemas/scheduling';
import { renderAdmin } from '../../shared/test-utils';
import { ScheduleButton } from './schedule-button';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const empty = { publishAt: null, unpublishAt: null };

function scheduleServer(schedule: ArticleSchedule) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(schedule));
}
const sent = (spy: ReturnType<typeof scheduleServer>) => {
  const put = spy.mock.calls.find(([, init]) => init?.method === 'PUT');
  return put ? JSON.parse(put[1]!.body as string) : undefined;
};
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('ScheduleButton', () => {
  it('when the Chinese version is scheduled while the English stays a draft, then the dialog says so; choosing both sends both languages', async () => {
    const spy = scheduleServer({ zh: empty, en: empty });
    renderAdmin(<ScheduleButton articleId={7} lang="zh" versions={{ zh: 'Draft', en: 'Draft' }} />);
    fireEvent.click(screen.getByTestId('schedule-open'));
    await screen.findByRole('dialog');
    fireEvent.change(document.getElementById('schedule-publish-at')!, { target: { value: '2099-03-01T09:30' } });

    expect(radio('中文').checked).toBe(true);
    expect(screen.getByTestId('schedule-stays-draft').textContent).toContain('英文版本仍是草稿');
    fireEvent.click(radio('中文和英文同时'));
    expect(screen.queryByTestId('schedule-stays-draft')).toBeNull();
    fireEvent.click(screen.getByTestId('schedule-save'));

    await waitFor(() => expect(sent(spy)).toBeDefined());
    const body = sent(spy) as { languages: string[]; publishAt: string; unpublishAt: null };
    expect(body).toMatchObject({ languages: ['zh', 'en'], unpublishAt: null });
    expect(new Date(body.publishAt).toISOString()).toBe('2099-03-01T01:30:00.000Z');
  });

  it('when the article has no English version, then only Chinese can be chosen and nothing warns', async () => {
    scheduleServer({ zh: empty, en: null });
    renderAdmin(<ScheduleButton articleId={7} lang="zh" versions={{ zh: 'Draft', en: null }} />);
    fireEvent.click(screen.getByTestId('schedule-open'));
    await screen.findByRole('dialog');
    fireEvent.change(document.getElementById('schedule-publish-at')!, { target: { value: '2099-03-01T09:30' } });

    expect(radio('英文').disabled).toBe(true);
    expect(radio('中文和英文同时').disabled).toBe(true);
    expect(screen.queryByTestId('schedule-stays-draft')).toBeNull();
  });

  it('when the English tab schedules while the Chinese is a draft, then the dialog names the Chinese draft', async () => {
    scheduleServer({ zh: empty, en: empty });
    renderAdmin(<ScheduleButton articleId={7} lang="en" versions={{ zh: 'Draft', en: 'Draft' }} />);
    fireEvent.click(screen.getByTestId('schedule-open'));
    await screen.findByRole('dialog');
    fireEvent.change(document.getElementById('schedule-publish-at')!, { target: { value: '2099-03-01T09:30' } });

    expect(radio('英文').checked).toBe(true);
    expect(screen.getByTestId('schedule-stays-draft').textContent).toContain('中文版本仍是草稿');
  });
});
