// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Testimonial } from '@shared/schemas/home-content';
import { renderAdmin } from '../../shared/test-utils';
import type { HomeDraft } from '../lib/home-content-form';
import { TestimonialsEditor } from './testimonials-editor';

afterEach(cleanup);

const quote = (n: number): Testimonial => ({ id: `t${n}`, content: `服务很专业 ${n}`, author: `客户${n}`, position: '', country: '', hidden: false });

/** The editor over a real draft, as the Home tab holds it; `errors` are the fields' problems. */
function Harness({ errors = {} }: { errors?: Record<string, string> }) {
  const [draft, setDraft] = useState({ zh: { testimonials: [quote(1), quote(2), quote(3)] } } as unknown as HomeDraft);
  const change = (edit: (d: HomeDraft) => void) =>
    setDraft((d) => {
      const next = structuredClone(d);
      edit(next);
      return next;
    });
  return <TestimonialsEditor lang="zh" testimonials={draft.zh.testimonials} change={change} problem={(path) => errors[path]} />;
}

describe('TestimonialsEditor', () => {
  it('when the list shows, then each testimonial is one closed line with its author and words, and opening one shows its fields', () => {
    renderAdmin(<Harness />);

    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    const second = screen.getByRole('button', { name: /^评价 2.*客户2 · 服务很专业 2/ });
    expect(second.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(second);

    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect((screen.getByRole('textbox', { name: /评价内容/ }) as HTMLTextAreaElement).value).toBe('服务很专业 2');
  });

  it('when one has an error, then it is open; when one is added, then it opens empty', () => {
    renderAdmin(<Harness errors={{ 'zh.testimonials.2.author': '请填写客户' }} />);

    expect(screen.getByRole('button', { name: /^评价 3/ }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('请填写客户')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '添加评价' }));

    expect(screen.getByRole('button', { name: /^评价 4/ }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('textbox', { name: /评价内容/ }).map((el) => (el as HTMLTextAreaElement).value)).toEqual(['服务很专业 3', '']);
  });
});
