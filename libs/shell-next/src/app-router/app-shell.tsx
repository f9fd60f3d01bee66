'use client';

// The App Router's shell in the browser (and in its server render): the root that lives across
// client-side navigations (ShellAppRoot, in the root layout), the frame of each page (ShellAppFrame,
// from shellPage), and the pages without the shell's answers (the fallback page, the plain crisis
// page). The texts are made into a translator here: a translator is a function, and no function
// crosses from a server component to the browser.
import {
  createContext,
  startTransition,
  use,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { usePathname, useRouter } from 'next/navigation.js';
import type { ShellEventSink } from '@therapy-shell/analytics';
import type { BrandId, PageTheme } from '@therapy-shell/brand-config';
import type { Language, PageContext } from '@therapy-shell/core';
import { createLeanTranslator, type CompiledMessages, type Translate } from '@therapy-shell/i18n';
import type { ErrorReporter } from '@therapy-shell/request';
import { FooterControlsProvider, QuickExit, type FooterControls } from '@therapy-shell/shell-ui';
import { PageErrorPanel } from '../frame/page-error-panel.tsx';
import { consoleReporter } from '../frame/console-reporter.ts';
import { messagesAssetPath, messagesRegistry, pageMessages } from '../frame/page-messages.ts';
import { pageShellData } from '../frame/shell-data.ts';
import { ShellDataContext } from '../frame/shell-data-context.ts';
import { footerControls, shellContext } from '../frame/chrome-rules.ts';
import { routedLinkClick } from '../frame/link-clicks.ts';
import { createDialogsChunk, DialogsChunkContext } from '../frame/shell-dialogs.tsx';
import { lazyPart } from '../frame/lazy-part.tsx';
import { ShellFrameBody, ShellRoot, type ShellRootValue } from '../frame/shell-frame.tsx';
import type { NotificationViewProps, ShellRealtimeHostProps } from '../frame/shell-notifications.tsx';
import { createRealtimeSlot, type RealtimeSlot } from '../frame/realtime-slot.ts';
import type { ShellRouter } from '../frame/shell-router.ts';
import { useOfflineCopy } from '../offline/offline-copy.ts';
import { AppLink } from './app-link.tsx';
import { followedLink, restoreFocus, type FollowedLink } from './navigation-focus.ts';
import { APP_CRISIS_PATH } from './constants.ts';
import type { AppRootData, AppVisitorAnswers } from './types.ts';

/**
 * The visit as the global error page needs it, once its root has rendered in this browser: the
 * document's language and brand, and the fallback page the server rendered for the visit.
 */
let lastVisit: { language: Language; brand: BrandId; fallback: ReactNode; title: string } | undefined;

/**
 * In the browser, once the root has rendered: the app's reporter (the root layout's `reporter`), else
 * the console. The error pages report through it too, the global one after the root has gone.
 */
let visitReporter: ErrorReporter = consoleReporter;

/** In the browser, once the root has rendered: the language and id of the visit's whole texts. */
let wholeTexts: { language: Language; id: string } | undefined;

// The whole texts' fetches under way, by id (at most one each).
const wholeTextsLoading = new Map<string, Promise<void>>();

/** The translator of the whole texts (createCompiledTranslator), once it has loaded with a lazy part. */
let wholeTranslator: typeof import('./whole-translator.ts').createCompiledTranslator | undefined;

// Its module's load: once per visit while it succeeds, tried again by the next part after a failure.
let wholeTranslatorLoading: Promise<void> | undefined;

function loadWholeTranslator(): Promise<void> {
  wholeTranslatorLoading ??= import('./whole-translator.ts').then(
    (module) => {
      wholeTranslator = module.createCompiledTranslator;
    },
    (error: unknown) => {
      wholeTranslatorLoading = undefined;
      throw error;
    },
  );
  return wholeTranslatorLoading;
}

/**
 * The visit's whole texts in the registry: there already, or fetched as JSON. A failure rejects and
 * is not kept, so the next call (a click on a footer button again) fetches once more. Not
 * pageMessages: its promise of a failed fetch stays pending for the visit, right for a render
 * waiting to hydrate but not for a part a visitor asks for again. Not shared with the Pages Router,
 * whose first-load code has a few bytes to spare (tools/bench/budgets.json) and needs none of it.
 */
function loadWholeTexts({ language, id }: { language: Language; id: string }): Promise<void> {
  if (messagesRegistry().has(id)) return Promise.resolve();
  let loading = wholeTextsLoading.get(id);
  if (!loading) {
    const path = messagesAssetPath(language, id, 'json');
    loading = fetch(path, { credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`The shell's texts ${path}: ${response.status}`);
        messagesRegistry().set(id, (await response.json()) as CompiledMessages);
      })
      .finally(() => wholeTextsLoading.delete(id));
    wholeTextsLoading.set(id, loading);
  }
  return loading;
}

/**
 * A lazy part's loader that also waits for the visit's whole texts: its code and its texts arrive
 * together, fetched side by side. The page's head loads only the texts its browser code renders
 * first (client-messages.ts); the lazy parts (the dialogs, the notification centre) need the rest.
 * When they cannot be had the part fails as when its code cannot (the dialogs: reported, the click
 * dropped, the next click tries again; the notification centre: reported, not shown), never shown
 * with missing texts. Here, not in the frame: the Pages Router's page has every text. On the server
 * (where every text is registered) `wholeTexts` is never set.
 */
function withWholeTexts<M>(load: () => Promise<M>): () => Promise<M> {
  return () =>
    wholeTexts
      ? Promise.all([load(), loadWholeTexts(wholeTexts), loadWholeTranslator()]).then(([module]) => module)
      : load();
}

// The notification centre's chunk: the visit's real-time session, which the root keeps, and the
// centre each page's header shows, which waits for the visit's whole texts too.
const loadNotifications = () => import('../frame/shell-notifications.tsx');
const ShellRealtimeHost = lazyPart<ShellRealtimeHostProps>('realtime', () =>
  loadNotifications().then((module) => ({ default: module.ShellRealtimeHost })),
);
const NotificationView = lazyPart<NotificationViewProps>(
  'notifications',
  withWholeTexts(() => loadNotifications().then((module) => ({ default: module.NotificationView }))),
);

/** What the root gives the page frames of the visit. */
interface AppRootValue {
  /** The visit's data, with the newest answers about the visitor (the root's own or a navigation's). */
  data: AppRootData;
  /** A navigation's answers about the visitor: they become the visit's when they are newer. */
  offerAnswers: (answers: AppVisitorAnswers) => void;
  t: Translate;
  /**
   * The page frame shown now tells the root which page it is: its template, for the root's rules, and
   * its route pattern, for the Web Vitals of the page the visit landed on.
   */
  setPage: (page: PageContext, route?: string) => void;
  page: PageContext;
  /** The services of the shell's root (reporter, events, dialogs...) for the page frames. */
  services: ShellRootValue;
  /** The visit's fallback page (spec 2.7), rendered on the server: `app/error.tsx` shows it before any page showed. */
  fallback: ReactNode;
  /**
   * The header and footer the last page frame showed (Server Components, rendered on the server):
   * `app/error.tsx` frames its error panel with them.
   */
  chrome: { current: AppChrome | undefined };
  /** The visit's real-time session, as the notification centre of the page shown reads it. */
  realtime: RealtimeSlot;
  /**
   * A page's notification centre is shown (it returns the call that says it is gone): while one is,
   * the root keeps the visit's real-time session.
   */
  showCentre: () => () => void;
}

/** A page's header and footer, rendered on the server (server-chrome.tsx), with its theme and quick exit. */
interface AppChrome {
  header: ReactNode;
  footer: ReactNode;
  theme: PageTheme;
  quickExit: boolean;
}

const AppRootContext = createContext<AppRootValue | null>(null);

/**
 * The App Router's navigations as the shell's runtime hears of them: a changed path, and the route
 * pattern of the page shown (its frame reports it: Next.js tells a client component its URL alone).
 */
function useAppRouter(route: { readonly current: { readonly pattern?: string | undefined } }): ShellRouter {
  const pathname = usePathname();
  const listeners = useRef(new Set<() => void>());
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    for (const listener of listeners.current) listener();
  }, [pathname]);
  return useMemo<ShellRouter>(
    () => ({
      subscribe(listener) {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
      routePattern: () => route.current.pattern ?? 'unknown',
    }),
    [route],
  );
}

/** Props of {@link ShellAppRoot}. */
export interface ShellAppRootProps {
  data: AppRootData;
  /** Whether the offline copy of the crisis resources is registered (withShell's `serviceWorker`). */
  serviceWorker: boolean;
  /**
   * The visit's fallback page of spec 2.7 (fallback-page.tsx), rendered on the server with the
   * visit's texts, brand and crisis lines: `app/error.tsx` and `app/global-error.tsx` show it when
   * the page or the root fails in the browser, with no code of their own for it.
   */
  fallback: ReactNode;
  /** The fallback page's document title, for `app/global-error.tsx` (a document of its own). */
  fallbackTitle: string;
  /**
   * The app's sink of the shell's events (the root layout's `events`, an export of a `'use client'`
   * module); the Snowplow tracker, after consent, without one.
   */
  events?: ShellEventSink | undefined;
  /** The app's reporter (the root layout's `reporter`); the console without one. Reports also go to the error-reporting service after consent. */
  reporter?: ErrorReporter | undefined;
  children: ReactNode;
}

/**
 * The shell's root of an App Router visit, rendered by the root layout: the consent and telemetry
 * runtime, realtime, the consent banner, the dialogs, the toasts, the accessibility widget and the
 * offline copy, kept across client-side navigations. Each page's frame (header, footer) is
 * {@link ShellAppFrame}, which `shellPage` renders.
 */
export function ShellAppRoot({
  data: landed,
  serviceWorker,
  fallback,
  fallbackTitle,
  events,
  reporter = consoleReporter,
  children,
}: ShellAppRootProps) {
  // First, before anything here can fail: what the global error page shows if the root fails.
  if (typeof window !== 'undefined') {
    lastVisit = { language: landed.language, brand: landed.brand, fallback, title: fallbackTitle };
    visitReporter = reporter;
  }
  // The root layout renders once per visit: a client-side navigation's own page-load step brings
  // newer answers about the visitor (its page frame offers them), and the newest are the visit's.
  const [answers, setAnswers] = useState<AppVisitorAnswers>(() => ({
    session: landed.session,
    availability: landed.availability,
    languages: landed.languages,
    at: landed.answersAt,
  }));
  const offerAnswers = useCallback((next: AppVisitorAnswers) => {
    // Older answers come back with a page from the router's cache (back and forward): kept out.
    startTransition(() => setAnswers((current) => (next.at > current.at ? next : current)));
  }, []);
  const data = useMemo(() => withAnswers(landed, answers), [landed, answers]);
  const csrfToken = data.session.csrf_token;
  const firstToken = useRef(csrfToken);
  useEffect(() => {
    // A new session may carry a new CSRF token (the page's <meta> has the first): later calls send it.
    // The request client's code loads for it (a new session is rare; no page's first load needs it).
    if (csrfToken && csrfToken !== firstToken.current)
      void import('../frame/browser-client.ts').then(
        ({ configureBrowserClient }) => configureBrowserClient({ csrfToken }),
        (error: unknown) => reporter.report(error, { level: 'warning' }),
      );
  }, [csrfToken, reporter]);
  const found = pageMessages(data.language, data.messagesId, reportTextsFailure);
  // A failed asset: wait for its second try (pageMessages gives every render the same promise).
  const messages = found instanceof Promise ? use(found) : found;
  // The lazy parts' texts come with their code (client-messages.ts).
  if (typeof window !== 'undefined') wholeTexts = { language: data.language, id: data.allMessagesId };
  // The dialogs' chunk store of this root (its state: idle, loading, loaded or failed).
  const [dialogsChunk] = useState(() =>
    createDialogsChunk(withWholeTexts(() => import('../frame/shell-dialog-set.tsx'))),
  );
  const t = useMemo(
    () => visitTranslator(data.language, messages, data.allMessagesId),
    [data.language, messages, data.allMessagesId],
  );
  const [page, setPageState] = useState(data.page);
  // The visit's real-time session lives here, not in a page's header: an App Router page's header is
  // its own, and a session made there would reconnect and empty its inbox on every navigation.
  const [realtime] = useState(createRealtimeSlot);
  const [centres, setCentres] = useState(0);
  // In a transition, as setPage: an urgent update reaching a lazy part not yet hydrated would drop
  // its server HTML until its chunk came.
  const showCentre = useCallback(() => {
    startTransition(() => setCentres((count) => count + 1));
    return () => startTransition(() => setCentres((count) => count - 1));
  }, []);
  // The route pattern of the page shown, read when the runtime starts (not a reason to render).
  const route = useRef<{ path?: string; pattern?: string | undefined }>({});
  const setPage = useCallback((next: PageContext, pattern?: string) => {
    // A frame without a pattern (the error panel's) on the same path keeps the page's.
    if (pattern !== undefined || next.path !== route.current.path) route.current = { path: next.path, pattern };
    // A transition: the frames' lazy parts (the notification centre) may not have hydrated yet, and
    // an urgent update that reached one would drop its server HTML until its chunk came (a shift).
    startTransition(() => setPageState((current) => (samePage(current, next) ? current : next)));
  }, []);
  const router = useAppRouter(route);
  const navigation = useRouter();
  // The header's and footer's internal links are plain anchors (Server Components; a client link
  // each would be a client component in every page's payload, rendered and hydrated once per link):
  // the router follows a plain click on one, as it would through next/link. On the window, so that a
  // handler of the page's own, anywhere in the document, decides first.
  // The link followed, while it had focus: its twin in the next page's chrome takes focus then
  // (navigation-focus.ts), as the Pages Router's kept header and footer keep it.
  const followed = useRef<FollowedLink | undefined>(undefined);
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      const path = routedLinkClick(event);
      if (path === undefined) return;
      event.preventDefault();
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      followed.current = anchor ? followedLink(anchor, document.activeElement) : undefined;
      navigation.push(path);
    };
    window.addEventListener('click', follow);
    return () => window.removeEventListener('click', follow);
  }, [navigation]);
  const pathname = usePathname();
  useEffect(() => {
    const link = followed.current;
    followed.current = undefined;
    if (link) restoreFocus(document, link);
  }, [pathname]);
  const chrome = useRef<AppChrome | undefined>(undefined);
  useOfflineCopy({ enabled: serviceWorker, language: data.language });
  const ctx = useMemo(() => shellContext(data, page), [data, page]);
  return (
    <DialogsChunkContext.Provider value={dialogsChunk}>
      <ShellRoot
        ctx={ctx}
        t={t}
        languages={data.languages}
        linkComponent={AppLink}
        events={events}
        reporter={reporter}
        accessibilityWidgetUrl={data.accessibilityWidgetUrl ?? undefined}
        consentBanner={data.consentBanner}
        router={router}
      >
        {(services) => (
          <AppRootProvider
            value={{ data, offerAnswers, t, setPage, page, services, fallback, chrome, realtime, showCentre }}
          >
            {centres > 0 ? <ShellRealtimeHost ctx={ctx} reporter={services.reporter} slot={realtime} /> : null}
            {children}
          </AppRootProvider>
        )}
      </ShellRoot>
    </DialogsChunkContext.Provider>
  );
}

function reportTextsFailure(error: unknown): void {
  visitReporter.report(error, { level: 'error' });
}

/**
 * The visit's translator: the texts of the first render (the head's asset) with the lean
 * translator (they need no number or date-time formats: client-messages.ts), and for any other key
 * the visit's whole texts, registered once they have arrived, with the whole translator, which
 * loads with them (the lazy parts wait for both: withWholeTexts). On the server every text is
 * registered, and the lean translator formats them until the whole one has loaded.
 */
function visitTranslator(language: Language, first: CompiledMessages, allId: string): Translate {
  const firstT = createLeanTranslator(language, first);
  let allT: Translate | undefined;
  let allLeanT: Translate | undefined;
  return (key, values) => {
    if (Object.hasOwn(first, key)) return firstT(key, values);
    const all = messagesRegistry().get(allId);
    // Not yet arrived: reported as missing (a key that should be among the first texts).
    if (!all) return firstT(key, values);
    if (wholeTranslator) {
      allT ??= wholeTranslator(language, all);
      return allT(key, values);
    }
    allLeanT ??= createLeanTranslator(language, all);
    return allLeanT(key, values);
  };
}

/** Whether two page contexts are the same page: path, template and query (by value: each render's are new objects). */
function samePage(a: PageContext, b: PageContext): boolean {
  return (
    a === b || (a.path === b.path && a.template === b.template && JSON.stringify(a.query) === JSON.stringify(b.query))
  );
}

/** The visit's data with `answers` about the visitor. */
function withAnswers(data: AppRootData, answers: AppVisitorAnswers): AppRootData {
  if (answers.at === data.answersAt) return data;
  const { session, availability, languages, at } = answers;
  return { ...data, session, availability, languages, answersAt: at };
}

/**
 * The root's value for the page frames, the same object while its parts are the same, and passed on
 * as a deferred value. The root's state changes after hydration (the consent store arrives, the page
 * frame reports its page) while a frame's lazy parts (the notification centre) may not have hydrated
 * yet; an urgent update that reached one would drop its server HTML until its chunk came (a layout
 * shift). A deferred update waits for them to hydrate instead.
 */
function AppRootProvider({ value, children }: { value: AppRootValue; children: ReactNode }) {
  const { data, offerAnswers, t, setPage, page, services, fallback, chrome, realtime, showCentre } = value;
  const stable = useMemo<AppRootValue>(
    () => ({ data, offerAnswers, t, setPage, page, services, fallback, chrome, realtime, showCentre }),
    [data, offerAnswers, t, setPage, page, services, fallback, chrome, realtime, showCentre],
  );
  const deferred = useDeferredValue(stable);
  return <AppRootContext.Provider value={deferred}>{children}</AppRootContext.Provider>;
}

/** Props of {@link ShellAppFrame}. */
export interface ShellAppFrameProps {
  /** The page as its server render resolved it: template, path, query, device. */
  page: PageContext;
  /** The page's route pattern (`/counselors/[slug]`), when its server render knows it. */
  route?: string | undefined;
  /**
   * Whether the page shows the quick exit: the brand rules for its template and the page's own mark
   * (brand-config's `showsQuickExit`), worked out on the server, as its theme is: the rules stay out
   * of the browser's code.
   */
  quickExit: boolean;
  /** The page's theme (brand-config's `pageTheme`), worked out on the server. */
  theme: PageTheme;
  /** The answers about the visitor of a client-side navigation's own page-load step (none on a document). */
  answers?: AppVisitorAnswers | undefined;
  /** The page's header, rendered on the server (server-chrome.tsx). */
  header: ReactNode;
  /** The page's footer, rendered on the server; none where the brand rules hide it. */
  footer: ReactNode;
  children: ReactNode;
}

/**
 * One page of an App Router visit inside {@link ShellAppRoot}: header, navigation, quick exit,
 * footer (or none) and the page's error boundary, as the brand rules say for the page's template;
 * `useShell()` reads the page's shell data inside it.
 */
export function ShellAppFrame({
  page,
  route,
  quickExit,
  theme,
  answers,
  header,
  footer,
  children,
}: ShellAppFrameProps) {
  const root = useContext(AppRootContext);
  if (!root) throw new Error('ShellAppFrame renders inside ShellAppRoot: the root layout must be ShellRootLayout.');
  const { t, setPage, offerAnswers, services, chrome } = root;
  useEffect(() => setPage(page, route), [page, route, setPage]);
  useEffect(() => {
    if (answers) offerAnswers(answers);
  }, [answers, offerAnswers]);
  // The chrome shown, for app/error.tsx: it renders in place of this frame and has no server render.
  useEffect(() => {
    chrome.current = { header, footer, theme, quickExit };
  }, [chrome, header, footer, theme, quickExit]);
  // The page renders with its own step's answers at once; the root (dialogs, realtime, analytics)
  // takes them after this render.
  const data = useMemo(
    () => (answers && answers.at > root.data.answersAt ? withAnswers(root.data, answers) : root.data),
    [answers, root.data],
  );
  const ctx = shellContext(data, page);
  const shellData = useMemo(
    () =>
      pageShellData({
        session: data.session,
        config: data.config,
        language: data.language,
        brand: data.brand,
        country: data.country,
        template: page.template,
      }),
    [data, page.template],
  );
  // What the server-rendered footer's buttons do (they get no functions).
  const { events, dialogs } = services;
  // Its social links are plain links: a followed one is recorded from its click (spec 7.2).
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('footer a[data-network]') : null;
      const network = link?.getAttribute('data-network');
      if (network) events.track('social_link_click', { network });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [events]);
  const controls = useMemo<FooterControls>(
    () => footerControls({ events, onOpen: dialogs.request, pending: dialogs.pending, onIntent: dialogs.prefetch }),
    [events, dialogs.request, dialogs.pending, dialogs.prefetch],
  );
  return (
    <FooterControlsProvider value={controls}>
      <ShellFrameBody
        root={services}
        ctx={ctx}
        t={t}
        header={header}
        footer={footer}
        theme={theme}
        quickExit={quickExit ? <QuickExit t={t} href={data.quickExitHref} /> : null}
      >
        <ShellDataContext.Provider value={shellData}>{children}</ShellDataContext.Provider>
      </ShellFrameBody>
    </FooterControlsProvider>
  );
}

/**
 * The header's notification centre on the App Router: the header is a Server Component, so the
 * centre takes the texts and the reporter from the shell's root, and shows the visit's real-time
 * session, which the root keeps while a page shows a centre (a lazy part, as on the Pages Router:
 * its code loads after the first load).
 */
export function AppNotifications() {
  const root = useContext(AppRootContext);
  const showCentre = root?.showCentre;
  useEffect(() => showCentre?.(), [showCentre]);
  if (!root) return null;
  return <NotificationView slot={root.realtime} t={root.t} reporter={root.services.reporter} />;
}

/**
 * The page frame for an App Router `error.tsx`: the page that threw is replaced by the error panel
 * of spec 2.7 inside the shell (header, quick exit, footer with the crisis notice stay), reported
 * once; its retry renders the page segment again.
 */
export function ShellAppError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const root = useContext(AppRootContext);
  useEffect(() => {
    visitReporter.report(error, {
      level: 'error',
      extra: { part: 'page', ...(error.digest ? { digest: error.digest } : {}) },
    });
  }, [error]);
  // The header and footer the last page showed; none yet (the first page failed before it showed):
  // the fallback page of spec 2.7, with the quick exit and the crisis notice.
  const [chrome] = useState(() => root?.chrome.current);
  if (!root) return null;
  if (!chrome) return <>{root.fallback}</>;
  return (
    <ShellAppFrame
      page={root.page}
      theme={chrome.theme}
      quickExit={chrome.quickExit}
      header={chrome.header}
      footer={chrome.footer}
    >
      <PageErrorPanel t={root.t} onRetry={reset} reporter={root.services.reporter} />
    </ShellAppFrame>
  );
}

/**
 * The App Router's `app/global-error.tsx`: when the root layout itself fails in the browser, the
 * fallback page of spec 2.7 (the quick exit, the crisis notice with its link to /gethelpnow/, the
 * lines of the visitor's country) in a document of its own, reported once. It is the visit's
 * fallback page that the server rendered and handed to the root ({@link ShellAppRootProps}): it
 * needs no code here and nothing to load. Before the root rendered there is none: the crisis link
 * alone. The root layout never throws on the server (it renders the fallback page itself), so this
 * is the browser's case.
 *
 * @example
 * // app/global-error.tsx
 * 'use client';
 * export { ShellAppGlobalError as default } from '@therapy-shell/shell-next/app-client';
 */
export function ShellAppGlobalError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    visitReporter.report(error, {
      level: 'error',
      extra: { part: 'root', ...(error.digest ? { digest: error.digest } : {}) },
    });
  }, [error]);
  const [visit] = useState(() => lastVisit);
  return (
    <html lang={visit?.language ?? 'en'} data-brand={visit?.brand}>
      <body style={{ margin: 0 }}>
        {visit ? (
          <>
            <title>{visit.title}</title>
            {visit.fallback}
          </>
        ) : (
          <main id="main-content">
            <a href={APP_CRISIS_PATH}>{APP_CRISIS_PATH}</a>
          </main>
        )}
      </body>
    </html>
  );
}

/** Props of {@link AppQuickExit}. */
export interface AppQuickExitProps {
  /** The brand's neutral page (brand-config's `quickExitUrl`), worked out on the server. */
  href: string;
  language: Language;
  /** The quick exit's own texts (`quickExit.*`: quickExitTexts()), inline: they need nothing to load. */
  texts: CompiledMessages;
}

/**
 * The quick exit of the pages a Server Component renders whole (the fallback page, the plain
 * /gethelpnow/: fallback-page.tsx): shell-ui's QuickExit takes a translator, and no function
 * crosses from the server to the browser, so its texts come as data and the translator is made
 * here. Here, not in a module of its own: each client module the payload names is a script of the
 * page's first load. The framed pages' quick exit is the page frame's, with the visit's translator.
 */
export function AppQuickExit({ href, language, texts }: AppQuickExitProps) {
  const t = useMemo(() => createLeanTranslator(language, texts), [language, texts]);
  return <QuickExit t={t} href={href} />;
}
