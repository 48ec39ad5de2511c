// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../shared/test-utils';
import AssessmentsPage from './assessments-page';
import { makeDetail, makeSummary, serve } from './test/fake-assessments-api';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const open = (route: string, language: 'zh' | 'en' = 'zh') => renderAdmin(<AssessmentsPage />, { route, path: '/assessments/:id?', language, user: 'editor' });

describe('AssessmentsPage, the list', () => {
  it('when assessments exist, then each shows its title, slug, service, state, version, navigation and who changed it', async () => {
    serve({
      'GET /api/assessments': [200, { assessments: [makeSummary(1), makeSummary(2, { status: 'published', changed: true, publishedVersion: 3, inNavigation: true, service: 'education' })] }],
    });
    open('/assessments', 'en');

    const rows = await screen.findAllByTestId('assessment-row');

    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Check 1');
    expect(rows[0]!.textContent).toContain('check-1');
    expect(rows[0]!.textContent).toContain('Draft');
    expect(rows[0]!.textContent).toContain('Not published');
    expect(rows[0]!.textContent).toContain('Immigration');
    expect(rows[0]!.textContent).toContain('Reviewed 1 Nov 2026');
    expect(rows[0]!.textContent).toContain('mei');
    expect(within(rows[1]!).getByTestId('assessment-status').textContent).toBe('Published · changes not yet published');
    expect(rows[1]!.textContent).toContain('v3');
    expect(rows[1]!.textContent).toContain('In the navigation');
  });

  it('when a row is chosen, then its editor opens at its address', async () => {
    serve({ 'GET /api/assessments': [200, { assessments: [makeSummary(7)] }], 'GET /api/assessments/7': [200, makeDetail(7)] });
    open('/assessments');

    fireEvent.click(within(await screen.findByTestId('assessment-row')).getByRole('link'));

    expect(await screen.findByTestId('assessment-editor')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/assessments/7');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('创业准证自测');
  });

  it('when there are none, then the empty state offers a new one; when the list fails, then it says so with a retry', async () => {
    serve({ 'GET /api/assessments': [200, { assessments: [] }] });
    open('/assessments');

    const empty = await screen.findByTestId('assessments-empty');
    expect(within(empty).getByRole('link', { name: '新建自测' }).getAttribute('href')).toBe('/assessments/new');
    cleanup();
    vi.restoreAllMocks();

    serve({ 'GET /api/assessments': [500, { message: 'boom', code: 'INTERNAL' }] });
    open('/assessments');

    expect((await screen.findByRole('alert')).textContent).toContain('无法加载资格自测');
  });
});
