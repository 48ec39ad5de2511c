export { NotFoundPage, NotFoundPage as NotFound } from './not-found-page';
