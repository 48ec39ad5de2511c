// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '@shared/schemas/categories';
import { renderAdmin } from '../../shared/test-utils';
import { CategoryEditDialog } from './category-edit-dialog';

const category: Category = { id: 1, type: 'immigration', title: '新加坡移民', titleEn: null, translationKey: 'nav.immigration', basePath: '/immigration' };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('CategoryEditDialog', () => {
  it('when an English name is entered and saved, then the PATCH carries it beside the Chinese name', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ ...category, titleEn: 'Singapore Immigration' }));
    const onClose = vi.fn();
    renderAdmin(<CategoryEditDialog category={category} onClose={onClose} />);

    fireEvent.change(screen.getByRole('textbox', { name: '英文名称（选填）' }), { target: { value: ' Singapore Immigration ' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/categories/1');
    expect(JSON.parse(init?.body as string)).toEqual({ title: '新加坡移民', titleEn: 'Singapore Immigration', translationKey: 'nav.immigration' });
  });
});
