import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PageHeader } from '../shared/page-header';
import { useAdminTitle } from '../shared/use-admin-title';
import { DownloadItem } from './components/download-item';
import { downloads, type DownloadTab } from './downloads-catalog';

const tabs: DownloadTab[] = ['code', 'scripts', 'docs'];

/** Code package, deployment scripts and docs (docs/product-spec.md, section 2, download centre). */
export default function DownloadPage() {
  const { t } = useTranslation('admin');
  useAdminTitle(t('downloads.title'));
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((x) => x === params.get('tab')) ?? 'code';
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={t('downloads.title')} description={t('downloads.description')} />
      <Tabs value={tab} onValueChange={(v) => setParams(v === 'code' ? {} : { tab: v }, { replace: true })} className="gap-4">
        <TabsList className="w-full sm:w-fit">
          {tabs.map((v) => (
            <TabsTrigger key={v} value={v} className="px-2 sm:px-4">
              {t(`downloads.tabs.${v}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((v) => (
          <TabsContent key={v} value={v}>
            <ul className="grid gap-3">
              {downloads
                .filter((d) => d.tab === v)
                .map((d) => (
                  <DownloadItem key={d.key} entry={d} />
                ))}
            </ul>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
