/** What other back-office features use of Trash: the articles screen's button and panel. */
export { TrashButton } from './trash-button';
