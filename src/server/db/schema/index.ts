import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  email: text('email'),
  password: text('password').notNull(),
  role: text('role', { enum: ['admin', 'user'] }).notNull().default('user'),
  createdAt: timestamps.createdAt,
});

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    articleId: text('article_id').unique(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    summary: text('summary'),
    imageUrl: text('image_url'),
    metaDescription: text('meta_description'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    weight: integer('weight').notNull().default(0),
    published: boolean('published').notNull().default(false),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['Draft', 'Published', 'Archived'] }).notNull().default('Draft'),
    category: text('category').notNull(),
    type: text('type', { enum: ['service', 'news'] }).notNull().default('service'),
    tableData: jsonb('table_data'),
    ...timestamps,
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('articles_category_idx').on(t.category), index('articles_type_idx').on(t.type)],
);

/**
 * The other language versions of an article (today English); the Chinese source stays in `articles`.
 * `source_hash` is the hash of the Chinese source at this version's last save
 * (docs/decisions/0005-bilingual-content.md).
 */
export const articleTranslations = pgTable(
  'article_translations',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    lang: text('lang', { enum: ['en'] }).notNull(),
    title: text('title').notNull().default(''),
    summary: text('summary'),
    content: text('content').notNull().default(''),
    metaDescription: text('meta_description'),
    tableData: jsonb('table_data'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: ['Draft', 'Published', 'Archived'] }).notNull().default('Draft'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    sourceHash: text('source_hash').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.articleId, t.lang] })],
);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  type: text('type').notNull().unique(),
  title: text('title').notNull(),
  titleEn: text('title_en'),
  translationKey: text('translation_key'),
  basePath: text('base_path').notNull(),
});

export const contactInfo = pgTable('contact_info', {
  id: serial('id').primaryKey(),
  address: text('address'),
  phone: text('phone'),
  email: text('email'),
  wechat: text('wechat'),
  whatsapp: text('whatsapp'),
  businessHours: text('business_hours'),
  weekendHours: text('weekend_hours'),
  addressEn: text('address_en'),
  businessHoursEn: text('business_hours_en'),
  weekendHoursEn: text('weekend_hours_en'),
  contactPerson: text('contact_person'),
  xiaohongshu: text('xiaohongshu'),
  douyin: text('douyin'),
  facebook: text('facebook'),
  instagram: text('instagram'),
  telegram: text('telegram'),
  line: text('line'),
  skype: text('skype'),
  xiaohongshuQrcode: text('xiaohongshu_qrcode'),
  douyinQrcode: text('douyin_qrcode'),
  wechatQrcode: text('wechat_qrcode'),
  facebookQrcode: text('facebook_qrcode'),
  instagramQrcode: text('instagram_qrcode'),
  telegramQrcode: text('telegram_qrcode'),
  whatsappQrcode: text('whatsapp_qrcode'),
  lineQrcode: text('line_qrcode'),
  skypeQrcode: text('skype_qrcode'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const consultations = pgTable(
  'consultations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    type: text('type').notNull().default('general'),
    message: text('message').notNull(),
    status: text('status', { enum: ['Pending', 'Processing', 'Completed', 'Cancelled'] }).notNull().default('Pending'),
    note: text('note'),
    ...timestamps,
    // Derived for the back office's list, searches and counts (docs/decisions/0006-enquiry-list-counts.md):
    // a stored status outside the four counts as Pending and an empty type as general (docs/product-spec.md, section 4).
    listStatus: text('list_status')
      .notNull()
      .generatedAlwaysAs(sql`CASE WHEN status IN ('Pending', 'Processing', 'Completed', 'Cancelled') THEN status ELSE 'Pending' END`),
    listType: text('list_type').notNull().generatedAlwaysAs(sql`COALESCE(NULLIF(type, ''), 'general')`),
    phoneDigits: text('phone_digits').notNull().generatedAlwaysAs(sql`regexp_replace(phone, '[^0-9]', '', 'g')`),
    /** name, email and phone, one per line, so a search matches within one field */
    searchText: text('search_text').notNull().generatedAlwaysAs(sql`name || chr(10) || email || chr(10) || phone`),
  },
  // scanned backwards for ORDER BY created_at DESC, id DESC
  (t) => [
    index('consultations_list_idx').on(t.createdAt, t.id),
    index('consultations_status_list_idx').on(t.listStatus, t.createdAt, t.id),
    index('consultations_type_list_idx').on(t.listType, t.createdAt, t.id),
    index('consultations_status_type_list_idx').on(t.listStatus, t.listType, t.createdAt, t.id),
  ],
);

/**
 * Enquiries per list status, list type and month of created_at (UTC), kept exact by triggers on
 * consultations: the list's totals, and where a deep page starts (docs/decisions/0006-enquiry-list-counts.md).
 */
export const consultationCounts = pgTable(
  'consultation_counts',
  {
    status: text('status').notNull(),
    type: text('type').notNull(),
    month: timestamp('month', { withTimezone: true, mode: 'date' }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.type, t.month] })],
);

/** Uploaded files live in the database so several servers need no shared disk. */
export const uploads = pgTable('uploads', {
  sha256: text('sha256').primaryKey(),
  ext: text('ext').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamps.createdAt,
});

export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').notNull(),
    expire: timestamp('expire', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
);
