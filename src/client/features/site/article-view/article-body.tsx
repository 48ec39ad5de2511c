import { cn } from '@/lib/utils';

/** Article HTML as stored: the server sanitises every article body on write (src/server/lib/sanitize.ts), so it is set as is. */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  return <div className={cn('prose-content text-[1.0625rem] md:text-lg', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
