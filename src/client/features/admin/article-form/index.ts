/** The article create/edit dialog, loaded on demand by the articles page (its own chunk, with TipTap). */
export { default } from './article-form-dialog';
