import { Download, FileText, FolderTree, History, Images, LayoutDashboard, MessageSquareText, Settings, UsersRound, type LucideIcon } from 'lucide-react';
import { adminScreens, type AdminNavGroup, type AdminScreenKey } from '@shared/paths';

export interface NavItem {
  to: string;
  key: AdminScreenKey;
  icon: LucideIcon;
}

const icons: Record<AdminScreenKey, LucideIcon> = {
  dashboard: LayoutDashboard,
  articles: FileText,
  categories: FolderTree,
  consultations: MessageSquareText,
  media: Images,
  settings: Settings,
  download: Download,
  users: UsersRound,
  activity: History,
};

const groups: readonly AdminNavGroup[] = ['mainFunctions', 'systemSettings'];

/** The sidebar's two groups (docs/product-spec.md, section 2, admin layout): the back-office screens of shared/paths. */
export const navGroups: { key: AdminNavGroup; items: NavItem[] }[] = groups.map((group) => ({
  key: group,
  items: adminScreens.filter((s) => s.group === group).map(({ path, key }) => ({ to: path, key, icon: icons[key] })),
}));
