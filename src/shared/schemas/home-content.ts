import { z } from 'zod';
import type { Language } from '../languages';

/**
 * The home page's own words (docs/decisions/0024-beyond-the-spec.md), edited in settings → Home page. Each language has its own
 * hero, about text, four claims and testimonials (a bilingual carousel: staff write each language's
 * quotes themselves; the order in the list is the carousel's order). The trust details are one set
 * for both languages.
 */
const line = (max: number) => z.string().trim().min(1).max(max);
const optional = (max: number) => z.string().trim().max(max).default('');

export const homeClaimSchema = z.object({ label: line(40), value: line(20) });

export const testimonialSchema = z.object({
  /** stable within its list, so the screen can key rows; new rows get one from the client */
  id: z.string().trim().min(1).max(40),
  content: line(600),
  author: line(60),
  position: optional(80),
  country: optional(60),
  hidden: z.boolean().default(false),
});

export const homeTextsSchema = z.object({
  heroTitle: line(120),
  heroSubtitle: line(400),
  aboutLead: optional(300),
  aboutText: line(2000),
  claims: z.array(homeClaimSchema).length(4),
  testimonials: z.array(testimonialSchema).max(60),
});

/** An image of our own uploads, or a small data URL (about 150 kB of image). */
export const MAX_PHOTO_CHARS = 200_000;
const photo = z
  .string()
  .max(MAX_PHOTO_CHARS)
  .regex(/^(\/uploads\/[\w/.-]+|data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/=]+)$/)
  .or(z.literal(''))
  .default('');

export const consultantSchema = z.object({ name: line(60), title: optional(80), photo });

export const trustDetailsSchema = z.object({
  licenceNumber: optional(40),
  uen: optional(20),
  registeredAddress: optional(300),
  mapUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(500)]).default(''),
  consultants: z.array(consultantSchema).max(12).default([]),
});

export const updateHomeContentSchema = z.object({
  zh: homeTextsSchema,
  en: homeTextsSchema,
  trust: trustDetailsSchema,
});

export type Testimonial = z.output<typeof testimonialSchema>;
export type HomeTexts = z.output<typeof homeTextsSchema>;
export type TrustDetails = z.output<typeof trustDetailsSchema>;
export type UpdateHomeContentInput = z.input<typeof updateHomeContentSchema>;

/** GET/PUT /api/home-content (admins): both languages and the trust details. */
export type HomeContent = Record<Language, HomeTexts> & { trust: TrustDetails; updatedAt: string | null };

/** GET /api/public/home-content?lang=: one language, hidden testimonials left out, and the consultants (home page only: photos are heavy). */
export interface PublicHomeContent {
  lang: Language;
  texts: HomeTexts;
  consultants: TrustDetails['consultants'];
}

/** GET /api/public/trust-details: what the footer and /contact of every page show. */
export type PublicTrustDetails = Omit<TrustDetails, 'consultants'>;

