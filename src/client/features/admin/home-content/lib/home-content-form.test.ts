import { describe, expect, it } from 'vitest';
import { languageWithProblems, moved, validateDraft, type HomeDraft } from './home-content-form';

const texts = (title: string) => ({
  heroTitle: title,
  heroSubtitle: 'Subtitle',
  aboutLead: '',
  aboutText: 'About',
  claims: [1, 2, 3, 4].map((n) => ({ label: `Label ${n}`, value: `${n}+` })),
  testimonials: [{ id: 't1', content: 'Good', author: 'Mr Tan', position: '', country: '', hidden: false }],
});
const draft = (): HomeDraft => ({ zh: texts('标题'), en: texts('Title'), trust: { licenceNumber: '', uen: '', registeredAddress: '', mapUrl: '', consultants: [] } });

describe('home content form', () => {
  it('when the draft is complete, then it validates with no problems', () => {
    expect(validateDraft(draft())).toMatchObject({ problems: {}, input: { en: { heroTitle: 'Title' } } });
  });

  it('when fields are empty, too long or malformed, then each path gets its problem and the first language with one is named', () => {
    const d = draft();
    d.en.heroTitle = ' ';
    d.en.testimonials[0]!.content = 'x'.repeat(601);
    d.trust.mapUrl = 'not a url';

    const { input, problems } = validateDraft(d);

    expect(input).toBeUndefined();
    expect(problems).toEqual({ 'en.heroTitle': 'required', 'en.testimonials.0.content': 'tooLong', 'trust.mapUrl': 'invalid' });
    expect(languageWithProblems(problems)).toBe('en');
  });

  it('when an item is moved past either end, then the list stays as it was', () => {
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moved(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
