import { CalendarDays, ChartLine, ClipboardCheck, ListChecks, Download, FileText, FolderTree, History, Images, LayoutDashboard, MessageSquareText, Settings, Signpost, UsersRound, type LucideIcon } from 'lucide-react';
import { adminScreens, canOpenScreen, type AdminNavGroup, type AdminScreenKey } from '@shared/paths';
import { can, type Role } from '@shared/permissions';

export interface NavItem {
  to: string;
  key: AdminScreenKey;
  icon: LucideIcon;
}

const icons: Record<AdminScreenKey, LucideIcon> = {
  dashboard: LayoutDashboard,
  articles: FileText,
  review: ClipboardCheck,
  categories: FolderTree,
  consultations: MessageSquareText,
  bookings: CalendarDays,
  analytics: ChartLine,
  assessments: ListChecks,
  media: Images,
  redirects: Signpost,
  settings: Settings,
  download: Download,
  users: UsersRound,
  activity: History,
};

const groups: readonly AdminNavGroup[] = ['mainFunctions', 'systemSettings'];

/** Screens of a signed-in user without a back office: her own account, on the settings screen. */
const noBackOfficeScreens: readonly AdminScreenKey[] = ['settings'];

/**
 * The sidebar's groups (docs/product-spec.md, section 2, admin layout): the back-office screens of
 * shared/paths that `role` may use, empty groups left out.
 */
export function navGroupsFor(role: Role | null | undefined): { key: AdminNavGroup; items: NavItem[] }[] {
  const shown = (screen: (typeof adminScreens)[number]) => (can(role, 'backOffice') ? canOpenScreen(role, screen) : noBackOfficeScreens.includes(screen.key));
  return groups
    .map((group) => ({
      key: group,
      items: adminScreens.filter((s) => s.group === group && shown(s)).map(({ path, key }) => ({ to: path, key, icon: icons[key] })),
    }))
    .filter((g) => g.items.length > 0);
}
