import { Download, FileText, FolderTree, MessageSquareText, Settings, type LucideIcon } from 'lucide-react';

export interface NavItem {
  to: string;
  key: 'articles' | 'categories' | 'consultations' | 'settings' | 'download';
  icon: LucideIcon;
}

/** The sidebar's two groups (spec section 2, admin layout). */
export const navGroups: { key: 'mainFunctions' | 'systemSettings'; items: NavItem[] }[] = [
  {
    key: 'mainFunctions',
    items: [
      { to: '/articles', key: 'articles', icon: FileText },
      { to: '/categories', key: 'categories', icon: FolderTree },
      { to: '/consultations', key: 'consultations', icon: MessageSquareText },
      { to: '/settings', key: 'settings', icon: Settings },
    ],
  },
  { key: 'systemSettings', items: [{ to: '/download', key: 'download', icon: Download }] },
];
