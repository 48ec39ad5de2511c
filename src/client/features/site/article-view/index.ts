export { ArticleBody } from './article-body';
export { ArticleTable } from './article-table';
export { DrawerPicker } from './drawer-picker';
export { parseTableData } from './table-data';
