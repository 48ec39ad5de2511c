import type { FlatNamespace, i18n as I18n } from 'i18next';
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext, type FallbackNs, type UseTranslationResponse } from 'react-i18next';

type Namespaces = FlatNamespace | readonly [FlatNamespace, ...FlatNamespace[]];

/** The answers already made for an instance, by language and namespaces. */
const answers = new WeakMap<I18n, Map<string, UseTranslationResponse<never, undefined>>>();

/**
 * react-i18next's `useTranslation`, for what this app asks of it: a `t` of some namespaces, in the
 * instance's language (or a fixed one), and the instance. Every string is bundled before the first
 * render (i18n/index.ts, i18n/browser.ts), so nothing suspends and `ready` is always true.
 *
 * Why not react-i18next's own: on every call it copies the i18n instance's properties into a new
 * object and makes a new `t`, and the server renders every component afresh. That was about 3 ms of
 * the home page's 18 ms render on a page-cache miss, and most of its garbage
 * (docs/decisions/0034-lighter-misses.md). Here one `t` per instance, language and namespaces is
 * made once and kept.
 *
 * Like react-i18next's, the component renders again when the language changes; `i18n` is the
 * instance itself, so effects that depend on the language name `i18n.language`, not `i18n`.
 */
export function useTranslation<const N extends Namespaces | undefined = undefined>(ns?: N, options?: { lng?: string }): UseTranslationResponse<FallbackNs<N>, undefined> {
  // the provider's instance, else the last one initialised (initReactI18next), as react-i18next does
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  if (!i18n) throw new Error('useTranslation: no i18n instance (render inside <Providers>)');
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  return answerFor(i18n, options?.lng ?? language, ns) as UseTranslationResponse<FallbackNs<N>, undefined>;
}

function answerFor(i18n: I18n, lng: string, ns: Namespaces | undefined): UseTranslationResponse<never, undefined> {
  let made = answers.get(i18n);
  if (!made) answers.set(i18n, (made = new Map()));
  const namespaces: readonly FlatNamespace[] = ns === undefined ? [i18n.options.defaultNS as FlatNamespace] : typeof ns === 'string' ? [ns] : ns;
  const key = `${lng}|${namespaces.join(',')}`;
  let answer = made.get(key);
  if (!answer) {
    // the first namespace is the t's own, the others are reached as 'ns:key' (react-i18next's default mode)
    const t = i18n.getFixedT(lng, namespaces[0]!);
    answer = Object.assign([t, i18n, true] as const, { t, i18n, ready: true }) as unknown as UseTranslationResponse<never, undefined>;
    made.set(key, answer);
  }
  return answer;
}
