export { loadShell, createShellCaches, ShellConfigurationError } from './load-shell.ts';
export { createTtlCache } from './ttl-cache.ts';
export type { TtlCache } from './ttl-cache.ts';
export { SHELL_CACHE_TTL_MS } from './constants.ts';
export type { ShellData, ShellMessages, ShellCaches, IncomingPageRequest, LoadShellOptions, ShellLogger, PageLoadErrorLog } from './load-shell.ts';
export { createShellApp, shellOptionsFromEnv, DEFAULT_API_ORIGIN } from './shell-app.tsx';
export type { ShellAppProps, ShellAppOptions } from './shell-app.tsx';
export { ShellDocument } from './shell-document.tsx';
export { shellPage, templateOf, pageContext, UNDECLARED_TEMPLATE } from './shell-page.ts';
export type { ShellPageMeta, ShellPageComponent } from './shell-page.ts';
export { ShellFrame } from './shell-frame.tsx';
export type { ShellFrameProps } from './shell-frame.tsx';
export { silentEvents } from './shell-events.ts';
export type { ShellEventName, ShellEventSink } from './shell-events.ts';
export {
  accessibilityWidgetDecision,
  loadAccessibilityWidget,
  LOAD_WIDGET_COOKIE,
  NO_WIDGET_COOKIE,
  NO_WIDGET_QUERY,
} from './accessibility-widget.ts';
export type { AccessibilityWidgetDecision, WidgetLoaderOptions } from './accessibility-widget.ts';
