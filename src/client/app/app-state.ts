import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@/i18n/types';

/** What the server hands the browser in <script id="__APP_STATE__" type="application/json">. */
export interface AppState {
  lang: Language;
  /** true when #root holds server-rendered HTML to hydrate */
  rendered: boolean;
  queries?: DehydratedState;
}

export const APP_STATE_ID = '__APP_STATE__';

/** JSON safe inside a script element: no "</script>" or "<!--" can close or confuse it. */
export function serializeAppState(state: AppState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function appStateScript(state: AppState): string {
  return `<script id="${APP_STATE_ID}" type="application/json">${serializeAppState(state)}</script>`;
}
