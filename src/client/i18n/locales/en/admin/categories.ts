import type zh from '../../zh/admin/categories';
import type { Shape } from '../../../types';

const categories: Shape<typeof zh> = {
  title: 'Categories',
  description: 'Manage the Chinese and English names and the translation keys of the five service sections',
  table: {
    id: 'ID',
    type: 'Type',
    name: 'Name',
    nameEn: 'English name',
    translationKey: 'Translation key',
    basePath: 'Base path',
    actions: 'Actions',
  },
  total: 'Total {{count}} main categories',
  empty: 'No categories',
  noEnglish: 'No English name',
  loadFailed: 'Failed to load categories',
  editLabel: 'Edit category "{{name}}"',
  dialog: {
    title: 'Edit category',
    description: 'Only the names and the translation key can change; type and base path are fixed.',
    name: 'Name',
    namePlaceholder: 'Enter the category name',
    nameEn: 'English name (optional)',
    nameEnPlaceholder: 'For example Singapore Immigration',
    nameEnHint: 'Leave empty to show the Chinese name on the English site',
    translationKey: 'Translation key (optional)',
    translationKeyPlaceholder: 'For example nav.immigration',
    translationKeyHint: 'Leave empty to keep the current key',
    type: 'Type',
    basePath: 'Base path',
    readOnly: 'Cannot be changed',
  },
  toast: {
    updated: 'Category updated',
    updatedText: '"{{name}}" has been saved',
    updateFailed: 'Update failed',
  },
};
export default categories;
