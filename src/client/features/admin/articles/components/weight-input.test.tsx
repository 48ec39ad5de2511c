// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArticleListRow } from '@shared/schemas/articles';
import { makeAdminArticle, renderAdmin } from '../../shared/test-utils';
import { WeightInput } from './weight-input';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const row = { id: 5, title: '自雇移民', weight: 3, category: 'singapore-immigration' } as ArticleListRow;
const input = () => screen.getByRole('spinbutton', { name: '“自雇移民”的权重' }) as HTMLInputElement;

describe('the weight of a list row', () => {
  it('when a new weight is typed and Enter pressed, then it is sent at once as a PATCH of the weight alone', async () => {
    const bodies: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      bodies.push([init?.method, String(url), JSON.parse(String(init?.body))]);
      return Response.json(makeAdminArticle({ id: 5, weight: 9 }));
    });
    renderAdmin(<WeightInput article={row} />);

    fireEvent.change(input(), { target: { value: '9' } });
    fireEvent.keyDown(input(), { key: 'Enter' });

    expect(input().value).toBe('9');
    await waitFor(() => expect(bodies).toEqual([['PATCH', '/api/articles/5', { weight: 9 }]]));
  });

  it('when the server refuses, then the old weight comes back', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ message: 'weight must be an integer of at least 0', code: 'VALIDATION' }, { status: 400 }));
    renderAdmin(<WeightInput article={row} />);

    fireEvent.change(input(), { target: { value: '12' } });
    fireEvent.blur(input());

    await waitFor(() => expect(input().value).toBe('3'));
  });

  it('when the text is not a whole number of at least 0, then nothing is sent and the stored weight shows again', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderAdmin(<WeightInput article={row} />);

    fireEvent.change(input(), { target: { value: '-2' } });
    fireEvent.blur(input());

    expect(input().value).toBe('3');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
