import { ArrowDown, ArrowUp, ChevronDown, Eye, EyeOff, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { Language } from '@shared/languages';
import type { Testimonial } from '@shared/schemas/home-content';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { fieldAria, FormField } from '../../shared/form-field';
import { moved, newTestimonial } from '../lib/home-content-form';
import type { EditorProps } from './editor-context';

const lines = ['author', 'position', 'country'] as const;

/**
 * One language's testimonials: edit, add, reorder with up/down, hide/show, delete after a confirmation.
 * Each is a one-line summary until opened (the spec ships 19); one with an error, or just added, is open.
 */
export function TestimonialsEditor({ lang, testimonials, change, problem }: EditorProps & { lang: Language; testimonials: Testimonial[] }) {
  const { t } = useTranslation('admin');
  const [deleting, setDeleting] = useState<number | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpened((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const hasProblem = (index: number) => ['content', ...lines].some((field) => problem(`${lang}.testimonials.${index}.${field}`));
  const edit = (index: number, values: Partial<Testimonial>) => change((d) => void Object.assign(d[lang].testimonials[index]!, values));
  const reorder = (index: number, by: -1 | 1) => change((d) => void (d[lang].testimonials = moved(d[lang].testimonials, index, by)));
  const shown = testimonials.filter((item) => !item.hidden).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('homeContent.testimonials.title')}</CardTitle>
        <CardDescription>
          {t('homeContent.testimonials.description')} {t('homeContent.testimonials.count', { count: testimonials.length, shown })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ol className="grid gap-4" data-testid="testimonials-list">
          {testimonials.map((item, index) => {
            const title = t('homeContent.testimonials.item', { index: index + 1 });
            const base = `home-${lang}-testimonial-${item.id}`;
            const open = opened.has(item.id) || hasProblem(index);
            return (
              <li key={item.id} className={cn('grid gap-3 rounded-lg border p-3 sm:p-4', item.hidden && 'bg-muted/60')}>
                <div className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
                  <button
                    type="button"
                    className="flex min-w-0 flex-1 basis-full items-center gap-2 rounded-sm text-start focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:basis-auto"
                    aria-expanded={open}
                    aria-controls={`${base}-fields`}
                    onClick={() => toggle(item.id)}
                  >
                    <ChevronDown aria-hidden="true" className={cn('size-4 shrink-0 transition-transform', !open && '-rotate-90')} />
                    <span className="shrink-0 font-medium">{title}</span>
                    <span className="line-clamp-1 min-w-0 text-sm break-all text-muted-foreground">
                      {[item.author, item.content].filter(Boolean).join(' · ')}
                    </span>
                  </button>
                  {item.hidden && <Badge variant="secondary">{t('homeContent.testimonials.hidden')}</Badge>}
                  <div className="ms-auto flex gap-1">
                    <Button type="button" variant="ghost" size="icon" disabled={index === 0} onClick={() => reorder(index, -1)} aria-label={`${t('homeContent.testimonials.up')}: ${title}`}>
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button type="button" variant="ghost" size="icon" disabled={index === testimonials.length - 1} onClick={() => reorder(index, 1)} aria-label={`${t('homeContent.testimonials.down')}: ${title}`}>
                      <ArrowDown aria-hidden="true" />
                    </Button>
                    <Button type="button" variant="ghost" size="icon" onClick={() => edit(index, { hidden: !item.hidden })} aria-label={`${t(item.hidden ? 'homeContent.testimonials.show' : 'homeContent.testimonials.hide')}: ${title}`}>
                      {item.hidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
                    </Button>
                    <Button type="button" variant="ghost" size="icon" className="text-destructive" onClick={() => setDeleting(index)} aria-label={`${t('homeContent.testimonials.remove')}: ${title}`}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </div>
                {open && (
                  <div id={`${base}-fields`} className="grid gap-3">
                    <FormField id={`${base}-content`} label={t('homeContent.testimonials.content')} error={problem(`${lang}.testimonials.${index}.content`)} required>
                      <Textarea {...fieldAria(`${base}-content`, problem(`${lang}.testimonials.${index}.content`))} lang={lang} rows={3} value={item.content} onChange={(e) => edit(index, { content: e.target.value })} />
                    </FormField>
                    <div className="grid gap-3 sm:grid-cols-3">
                      {lines.map((field) => {
                        const id = `${base}-${field}`;
                        const error = problem(`${lang}.testimonials.${index}.${field}`);
                        return (
                          <FormField key={field} id={id} label={t(`homeContent.testimonials.${field}`)} error={error} required={field === 'author'}>
                            <Input {...fieldAria(id, error)} lang={lang} value={item[field]} onChange={(e) => edit(index, { [field]: e.target.value })} />
                          </FormField>
                        );
                      })}
                    </div>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => {
            const added = newTestimonial();
            change((d) => void d[lang].testimonials.push(added));
            setOpened((now) => new Set(now).add(added.id));
          }}
        >
          <Plus aria-hidden="true" />
          {t('homeContent.testimonials.add')}
        </Button>
      </CardContent>
      <ConfirmDialog
        open={deleting !== null}
        title={t('homeContent.testimonials.confirmTitle')}
        description={t('homeContent.testimonials.confirmText', { author: deleting === null ? '' : (testimonials[deleting]?.author ?? '') })}
        confirmLabel={t('homeContent.testimonials.remove')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const index = deleting;
          setDeleting(null);
          if (index !== null) change((d) => void d[lang].testimonials.splice(index, 1));
        }}
      />
    </Card>
  );
}
