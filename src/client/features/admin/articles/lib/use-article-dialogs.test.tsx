// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../../shared/test-utils';
import { parseEditId, useArticleDialogs } from './use-article-dialogs';

let dialogs: ReturnType<typeof useArticleDialogs>;
function Probe() {
  dialogs = useArticleDialogs();
  return <p data-testid="state">{dialogs.creating ? 'creating' : dialogs.editId !== null ? `editing ${dialogs.editId}` : 'closed'}</p>;
}
const state = () => screen.getByTestId('state').textContent;
const location = () => screen.getByTestId('location').textContent;

afterEach(cleanup);

describe('useArticleDialogs', () => {
  it('when the address has new=true, then the create dialog is open', () => {
    renderAdmin(<Probe />, { route: '/articles?new=true' });

    expect(state()).toBe('creating');
  });

  it('when the address has edit=7, then the edit dialog for article 7 is open', () => {
    renderAdmin(<Probe />, { route: '/articles?edit=7&tab=news' });

    expect(state()).toBe('editing 7');
  });

  it('when a dialog is opened and closed, then the address follows and keeps the other parameters', () => {
    renderAdmin(<Probe />, { route: '/articles?tab=draft' });

    act(() => dialogs.openEdit(12));
    expect(location()).toBe('/articles?tab=draft&edit=12');
    act(() => dialogs.openCreate());
    expect(location()).toBe('/articles?tab=draft&new=true');
    act(() => dialogs.close());

    expect(location()).toBe('/articles?tab=draft');
    expect(state()).toBe('closed');
  });

  it('when edit is not a positive integer, then no dialog opens', () => {
    expect(parseEditId('abc')).toBeNull();
    expect(parseEditId('0')).toBeNull();
    expect(parseEditId('-3')).toBeNull();
    expect(parseEditId('42')).toBe(42);
  });
});
