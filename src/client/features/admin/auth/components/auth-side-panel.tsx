import { FileText, FolderTree, ShieldCheck } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';

/** Wide screens only: headline, tagline and the three selling points (docs/product-spec.md, section 2). */
export function AuthSidePanel() {
  const { t } = useTranslation('admin');
  const points = [
    { icon: FileText, text: t('auth.panel.points.articles') },
    { icon: FolderTree, text: t('auth.panel.points.categories') },
    { icon: ShieldCheck, text: t('auth.panel.points.security') },
  ];
  return (
    <aside
      data-testid="auth-side-panel"
      className="relative hidden overflow-hidden bg-primary text-primary-foreground lg:flex lg:flex-col lg:justify-center lg:px-16"
    >
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-96 rounded-full bg-white/5" />
      <div aria-hidden="true" className="absolute -bottom-32 -left-16 size-80 rounded-full bg-accent/15" />
      <div className="relative max-w-md">
        <h2 className="text-4xl font-bold">{t('auth.panel.headline')}</h2>
        <p className="mt-4 text-lg text-primary-foreground/85">{t('auth.panel.tagline')}</p>
        <ul className="mt-10 space-y-5">
          {points.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/10">
                <Icon className="size-5 text-accent" aria-hidden="true" />
              </span>
              <span className="text-base">{text}</span>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
