// What the App Router's server components hand its client components: plain data only (no
// functions cross from the server to the browser), made from the load the proxy kept.
import type { BrandId, CrisisLine } from '@therapy-shell/brand-config';
import type {
  Language,
  LanguageOption,
  PageContext,
  SessionUser,
  ShellAvailability,
  SiteConfig,
} from '@therapy-shell/core';
import type { CompiledMessages } from '@therapy-shell/i18n';

/** The shell's data of a framed visit, for the root that lives across its client-side navigations. */
export interface AppRootData {
  brand: BrandId;
  language: Language;
  session: SessionUser;
  config: SiteConfig;
  availability: Required<ShellAvailability>;
  languages: LanguageOption[];
  year: number;
  accessibilityWidgetUrl: string | null;
  country: string;
  crisisLines: readonly CrisisLine[];
  consentBanner: boolean;
  /** The brand's neutral page for the quick exit (brand-config's `quickExitUrl`), worked out on the server. */
  quickExitHref: string;
  /**
   * The id of the texts' asset (`/_shell/messages/<language>/<id>.js`), which the document's head
   * loads: the texts the browser renders before the lazy parts load (client-messages.ts).
   */
  messagesId: string;
  /** The id of all the shell's texts of the visit, which the lazy parts (dialogs, notifications) fetch. */
  allMessagesId: string;
  /** The page the visit landed on (its template is the root's guess until the page frame says it). */
  page: PageContext;
  /** When the page-load step asked for the visitor's answers (ms since the epoch, the server's clock). */
  answersAt: number;
}

/**
 * The answers of the page-load step that depend on the visitor (spec 6), which a client-side
 * navigation's own step brings to the root: the newest of them are the visit's.
 */
export interface AppVisitorAnswers {
  session: SessionUser;
  availability: Required<ShellAvailability>;
  languages: LanguageOption[];
  /** When the page-load step asked for them (ms since the epoch, the server's clock). */
  at: number;
}

/** A page without the shell's answers: the fallback page, the 404 of the static-source host, the plain crisis page. */
export interface AppPlainData {
  brand: BrandId;
  language: Language;
  /** The shell's own texts, inline: these pages depend on nothing else loading. */
  messages: CompiledMessages;
  country: string;
  crisisLines: readonly CrisisLine[];
  year: number;
  /** The site config's product name when the server had one (for the titles), else undefined. */
  productName?: string | undefined;
}
