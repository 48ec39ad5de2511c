import { ArrowLeft, Home } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { paths } from '@shared/paths';
import { Button } from '@/components/ui/button';
import { PageHead } from '@/lib/page-head';
import { HttpStatus } from '@/lib/render-context';

/** Any unknown path: answered 404, inside the header and footer, with back and home buttons (docs/product-spec.md, section 2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = () => {
    // opened directly (no earlier page in this tab): back means home
    if (window.history.length > 1) void navigate(-1);
    else void navigate(paths.home);
  };
  return (
    // data-not-found: the visit counter leaves this page out (features/site/analytics)
    <div data-not-found className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center md:py-28">
      <HttpStatus code={404} />
      <PageHead title={t('layout.notFound.title')} description={t('layout.notFound.text')} />
      <p aria-hidden="true" className="text-6xl font-bold tracking-widest text-primary md:text-7xl">
        {t('layout.notFound.heading')}
      </p>
      <h1 className="mt-2 text-3xl font-bold md:text-4xl">{t('layout.notFound.title')}</h1>
      <p className="mt-4 text-muted-foreground">{t('layout.notFound.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button variant="outline" size="lg" onClick={goBack}>
          <ArrowLeft aria-hidden="true" />
          {t('layout.notFound.back')}
        </Button>
        <Button asChild size="lg">
          <Link to={paths.home}>
            <Home aria-hidden="true" />
            {t('layout.notFound.home')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
