import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';

/** '{page} | Content Management' in the browser tab. */
export function useAdminTitle(page: string): void {
  const { t } = useTranslation('admin');
  useEffect(() => {
    document.title = t('layout.documentTitle', { page });
  }, [t, page]);
}
