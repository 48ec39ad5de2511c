import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play, Quote } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { Testimonial } from '@shared/schemas/home-content';
import { Button } from '@/components/ui/button';
import { useHomeTexts } from '@/lib/home-content-queries';
import { useTestimonialsStrings } from '@/i18n/testimonials-strings';
import { avatarInitial } from './initials';
import { TESTIMONIALS_ANCHOR } from './testimonials-anchor';

export const testimonialIds = [
  't01', 't02', 't03', 't04', 't05', 't06', 't07', 't08', 't09', 't10',
  't11', 't12', 't13', 't14', 't15', 't16', 't17', 't18', 't19',
] as const;
type Country = 'china' | 'malaysia' | 'hongkong';
type Shown = Pick<Testimonial, 'id' | 'content' | 'author' | 'position' | 'country'>;

/** Staff's testimonials in the page's language (settings → Home page); the spec's 19 until they load. */
function useTestimonials(): Shown[] {
  const { t } = useTranslation();
  const saved = useHomeTexts()?.testimonials;
  if (saved) return saved;
  return testimonialIds.map((id) => ({
    id,
    content: t(`home.testimonials.items.${id}.content`),
    author: t(`home.testimonials.items.${id}.author`),
    position: t(`home.testimonials.items.${id}.position`),
    country: t(`home.testimonials.countries.${t(`home.testimonials.items.${id}.country`) as Country}`),
  }));
}

/** Spec section 9: 4000 ms autoplay, looping, stopping for good once the visitor interacts. */
export const AUTOPLAY_DELAY_MS = 4000;

function Slide({ quote, index, count }: { quote: Shown; index: number; count: number }) {
  const { t } = useTranslation();
  const { author } = quote;
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={t('home.testimonials.slide', { index: index + 1, count })}
      className="min-w-0 shrink-0 grow-0 basis-full px-3 md:basis-1/2 lg:basis-1/3"
    >
      <figure className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm">
        <Quote aria-hidden="true" className="mb-3 size-8 text-accent" />
        <blockquote className="flex-1 leading-relaxed text-foreground">{quote.content}</blockquote>
        <figcaption className="mt-5 flex items-center gap-3 border-t pt-4">
          <span aria-hidden="true" className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-white">
            {avatarInitial(author)}
          </span>
          <span className="min-w-0 text-sm">
            <span className="block font-semibold">{author}</span>
            <span className="block text-muted-foreground">
              {[quote.position, quote.country].filter(Boolean).join(' · ')}
            </span>
          </span>
        </figcaption>
      </figure>
    </div>
  );
}

/** 19 client quotes: 1, 2 or 3 per view by width; arrows from 768 px; a pause control for everyone. */
export function TestimonialsSection() {
  useTestimonialsStrings();
  const { t } = useTranslation();
  const quotes = useTestimonials();
  const [emblaRef, embla] = useEmblaCarousel({ loop: true, align: 'start' }, [
    Autoplay({ delay: AUTOPLAY_DELAY_MS, stopOnInteraction: true, playOnInit: false }),
  ]);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const autoplay = embla?.plugins().autoplay;
    if (!embla || !autoplay) return;
    // the plugin emits before it updates isPlaying(), so the event itself says which
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    embla.on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    // moving content is started only for visitors who have not asked for reduced motion
    if (!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) autoplay.play();
    return () => {
      embla.off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    };
  }, [embla]);

  const stopThen = useCallback(
    (action: () => void) => () => {
      embla?.plugins().autoplay?.stop();
      action();
    },
    [embla],
  );
  const toggle = () => {
    const autoplay = embla?.plugins().autoplay;
    if (autoplay?.isPlaying()) autoplay.stop();
    else autoplay?.play();
  };

  // staff may hide every quote: then there is no carousel to show
  if (!quotes.length) return null;
  return (
    <section aria-labelledby={TESTIMONIALS_ANCHOR} className="bg-muted/60 py-16 md:py-24">
      <div className="mx-auto max-w-7xl px-4 lg:px-6">
        <div className="mb-10 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <h2 id={TESTIMONIALS_ANCHOR} className="text-3xl font-bold md:text-4xl">
              {t('home.testimonials.title')}
            </h2>
            <p className="mt-3 text-muted-foreground">{t('home.testimonials.subtitle')}</p>
          </div>
          <div className="flex gap-2">
            <Button variant="outline" size="icon" onClick={toggle} aria-label={t(playing ? 'home.testimonials.pause' : 'home.testimonials.play')}>
              {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            </Button>
            <Button variant="outline" size="icon" className="hidden md:inline-flex" onClick={stopThen(() => embla?.scrollPrev())} aria-label={t('home.testimonials.previous')}>
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button variant="outline" size="icon" className="hidden md:inline-flex" onClick={stopThen(() => embla?.scrollNext())} aria-label={t('home.testimonials.next')}>
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </div>
        <div role="region" aria-roledescription="carousel" aria-labelledby="testimonials-title" className="-mx-3 overflow-hidden" ref={emblaRef}>
          <div className="flex touch-pan-y">
            {quotes.map((quote, index) => (
              <Slide key={quote.id} quote={quote} index={index} count={quotes.length} />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
