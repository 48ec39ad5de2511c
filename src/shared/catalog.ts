/**
 * The fixed service catalogue of docs/product-spec.md, section 2 and 3: five navigation sections, each with its
 * article category value, base path and built-in sub-items (in display order).
 */
export const sectionTypes = ['immigration', 'education', 'business', 'value-added', 'overseas'] as const;
export type SectionType = (typeof sectionTypes)[number];

export const articleCategories = [
  'singapore-immigration',
  'singapore-education',
  'business-services',
  'value-added-services',
  'overseas-identity',
  'news',
] as const;
export type ArticleCategory = (typeof articleCategories)[number];

export interface Section {
  type: SectionType;
  /** navigation type of docs/product-spec.md, section 3 (valueAdded rather than value-added) */
  navType: 'immigration' | 'education' | 'business' | 'valueAdded' | 'overseas';
  category: Exclude<ArticleCategory, 'news'>;
  basePath: `/${SectionType}`;
  translationKey: string;
  /** Chinese title used for the seeded category row */
  title: string;
  items: readonly string[];
}

export const sections: readonly Section[] = [
  {
    type: 'immigration',
    navType: 'immigration',
    category: 'singapore-immigration',
    basePath: '/immigration',
    translationKey: 'nav.immigration',
    title: '新加坡移民',
    items: ['self-employed', 'entrepreneur', 'skilled', 'pr', 'family-office', 'work-visa'],
  },
  {
    type: 'education',
    navType: 'education',
    category: 'singapore-education',
    basePath: '/education',
    translationKey: 'nav.education',
    title: '新加坡留学',
    items: [
      'kindergarten',
      'private-schools',
      'public-schools',
      'international-schools',
      'aeis',
      'private-universities',
      'public-universities',
      'study-tour',
    ],
  },
  {
    type: 'business',
    navType: 'business',
    category: 'business-services',
    basePath: '/business',
    translationKey: 'nav.business',
    title: '企业服务',
    items: ['company-registration', 'secretarial', 'audit', 'director', 'tax', 'bank-account'],
  },
  {
    type: 'value-added',
    navType: 'valueAdded',
    category: 'value-added-services',
    basePath: '/value-added',
    translationKey: 'nav.valueAdded',
    title: '增值服务',
    items: ['private-bank', 'offshore', 'office-rental', 'property-rental', 'insurance', 'recruitment', 'maid'],
  },
  {
    type: 'overseas',
    navType: 'overseas',
    category: 'overseas-identity',
    basePath: '/overseas',
    translationKey: 'nav.overseas',
    title: '海外身份',
    items: ['island-passport', 'greece-pr', 'portugal-pr', 'spain-pr', 'malaysia-mm2h'],
  },
];

export function sectionByType(type: string): Section | undefined {
  return sections.find((s) => s.type === type);
}

export function sectionByCategory(category: string): Section | undefined {
  return sections.find((s) => s.category === category);
}

/** The first item a service page redirects to when no item is given (docs/product-spec.md, section 2). */
export function defaultItem(type: SectionType): string {
  return sectionByType(type)!.items[0]!;
}

export const socialPlatforms = [
  'xiaohongshu',
  'douyin',
  'wechat',
  'facebook',
  'instagram',
  'telegram',
  'whatsapp',
  'line',
  'skype',
] as const;
export type SocialPlatform = (typeof socialPlatforms)[number];

/** The five platforms shown in the footer and on the settings screen. */
export const footerPlatforms = ['xiaohongshu', 'douyin', 'wechat', 'facebook', 'instagram'] as const;

export const consultationStatuses = ['Pending', 'Processing', 'Completed', 'Cancelled'] as const;
export type ConsultationStatus = (typeof consultationStatuses)[number];

/** InReview: submitted for an editor's approval (docs/decisions/0026-roles-and-review.md); never public, like Draft. */
export const articleStatuses = ['Draft', 'InReview', 'Published', 'Archived'] as const;
export type ArticleStatus = (typeof articleStatuses)[number];

export const articleTypes = ['service', 'news'] as const;
export type ArticleType = (typeof articleTypes)[number];

/** Service options of the public consultation form (docs/product-spec.md, section 3). */
export const consultationServices = [...sectionTypes] as const;
export type ConsultationService = (typeof consultationServices)[number];
export const isConsultationService = (value: string | null | undefined): value is ConsultationService => (consultationServices as readonly (string | null | undefined)[]).includes(value);
