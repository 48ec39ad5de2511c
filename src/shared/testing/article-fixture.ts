import type { Article } from '../schemas/articles';

/** Test helper: a published service article (the given fields win), shared by the site, admin and server tests. */
export function makeArticle(fields: Partial<Article> & Pick<Article, 'id'>): Article {
  return {
    articleId: null,
    title: `文章 ${fields.id}`,
    content: '<p>内容</p>',
    summary: null,
    imageUrl: null,
    metaDescription: null,
    tags: [],
    weight: 0,
    published: true,
    authorId: null,
    authorName: null,
    noByline: false,
    status: 'Published',
    category: 'singapore-immigration',
    type: 'service',
    tableData: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    publishedAt: '2025-01-01T00:00:00.000Z',
    ...fields,
  };
}
