import { BackOfficeToaster } from '../shared/back-office-toaster';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { adminLandingPath, isAdminPath, isSignInPath, mayOpenAdminPath, paths } from '@shared/paths';
import type { Role } from '@shared/permissions';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { userQuery, useUser } from '@/lib/session';
import { AdminI18n } from '../shared/admin-i18n';
import { AdminLogo } from '../shared/admin-logo';
import { LanguageSwitch } from '../shared/language-switch';
import { AuthSidePanel } from './components/auth-side-panel';
import { LoginForm } from './components/login-form';
import { RegisterForm } from './components/register-form';
import { StartOverlay } from './components/start-overlay';

/**
 * Where to go once signed in: the protected page that sent the visitor here when her role may open
 * it, else her role's first screen (the articles; a sales consultant's inbox).
 */
export function signedInTarget(from: unknown, role?: Role | null): string {
  const landing = adminLandingPath(role) ?? paths.articles;
  if (typeof from !== 'string') return landing;
  const pathname = from.split('?')[0] ?? '';
  return isAdminPath(pathname) && !isSignInPath(pathname) && (role == null || mayOpenAdminPath(role, pathname)) ? from : landing;
}

function AuthScreen() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const user = useUser();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const from = (location.state as { from?: unknown } | null)?.from;
  // the signed-in user is in the cache by the time a form calls this
  const goIn = () => navigate(signedInTarget(from, queryClient.getQueryData(userQuery.queryKey)?.role), { replace: true });

  useEffect(() => {
    document.title = t('auth.documentTitle', { brand: tc('brand') });
  }, [t, tc]);

  if (user.data) return <Navigate to={signedInTarget(from, user.data.role)} replace />;

  return (
    <div className="grid min-h-dvh bg-muted/40 lg:grid-cols-2">
      <StartOverlay ready={!user.isPending} />
      <main className="flex flex-col px-4 py-6 sm:px-8">
        <div className="flex items-center justify-between">
          <Link to={paths.home} className="inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground">
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('auth.backToSite')}
          </Link>
          <LanguageSwitch />
        </div>
        <div className="flex flex-1 items-center justify-center py-8">
          <Card className="w-full max-w-md gap-4 shadow-md">
            <CardHeader className="justify-items-center text-center">
              <AdminLogo className="size-12 [&_svg]:size-7" />
              <h1 className="mt-2 text-2xl font-bold">{tc('brand')}</h1>
              <p className="text-sm text-muted-foreground">{t('auth.subtitle')}</p>
            </CardHeader>
            <CardContent>
              <Tabs defaultValue="login" className="gap-6">
                <TabsList className="grid w-full grid-cols-2">
                  <TabsTrigger value="login">{t('auth.tabs.login')}</TabsTrigger>
                  <TabsTrigger value="register">{t('auth.tabs.register')}</TabsTrigger>
                </TabsList>
                <TabsContent value="login">
                  <LoginForm onSignedIn={goIn} />
                </TabsContent>
                <TabsContent value="register">
                  <RegisterForm onRegistered={goIn} />
                </TabsContent>
              </Tabs>
            </CardContent>
          </Card>
        </div>
      </main>
      <AuthSidePanel />
    </div>
  );
}

export default function AuthPage() {
  return (
    <AdminI18n>
      <AuthScreen />
      <BackOfficeToaster />
    </AdminI18n>
  );
}
