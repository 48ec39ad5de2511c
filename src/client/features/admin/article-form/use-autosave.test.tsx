// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toFormValues, type ArticleFormValues } from './form-values';
import { AUTOSAVE_INTERVAL_MS, useAutosave } from './use-autosave';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Answers the autosave endpoints: GET with `slot` (404 when null), PUT and DELETE with 200/204; records each request. */
function serveSlot(slot: { savedAt: string; data: unknown } | null) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'GET') return slot ? Response.json({ key: '7', lang: null, ...slot }) : Response.json({ message: 'not found', code: 'NOT_FOUND' }, { status: 404 });
    return method === 'DELETE' ? new Response(null, { status: 204 }) : Response.json({ key: '7', lang: null, data: {}, savedAt: new Date().toISOString() });
  });
  return calls;
}

const values = (title: string): ArticleFormValues => ({ ...toFormValues(null), title });

describe('useAutosave', () => {
  it('when the form stays dirty, then it is written once per change, every 10 s at most, and not again when nothing changed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const calls = serveSlot(null);
    const { rerender } = renderHook(({ v }) => useAutosave(7, '2026-01-01T00:00:00.000Z', v, undefined, true), { initialProps: { v: values('一') } });

    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS));
    rerender({ v: values('二') });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS));

    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => (c.body as { data: { values: ArticleFormValues } }).data.values.title)).toEqual(['一', '二']);
    expect(puts[0]!.url).toBe('/api/articles/autosave/7');
  });

  it('when the form is clean, then nothing is written', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const calls = serveSlot(null);
    renderHook(() => useAutosave(7, null, values('一'), undefined, false));

    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS * 3));

    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('when the slot is newer than the stored article, then it is offered; when older, not', async () => {
    serveSlot({ savedAt: '2026-02-01T00:00:00.000Z', data: { values: values('服务器上的草稿') } });
    const newer = renderHook(() => useAutosave(7, '2026-01-01T00:00:00.000Z', values('一'), undefined, false));
    const older = renderHook(() => useAutosave(7, '2026-03-01T00:00:00.000Z', values('一'), undefined, false));

    await waitFor(() => expect(newer.result.current.found?.data.values.title).toBe('服务器上的草稿'));
    expect(older.result.current.found).toBeNull();
  });
});
