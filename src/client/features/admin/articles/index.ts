/** What other back-office features use of the articles feature: the article form's reads and writes. */
export { useAdminArticle } from './api/get-article';
export { useCreateArticle } from './api/create-article';
export { useUpdateArticle } from './api/update-article';
