import { quickExitUrl, showsQuickExit, type ShellContext } from '@therapy-shell/brand-config';
import type { Translate } from '@therapy-shell/i18n';
import { QuickExit } from '@therapy-shell/shell-ui';

/** Props of {@link ShellQuickExit}. */
export interface ShellQuickExitProps {
  ctx: ShellContext;
  t: Translate;
  /** Whether the page asked for the quick exit (`shellPage({ template, quickExit: true }, Page)`). */
  marked: boolean;
}

/**
 * The quick exit of the brand rules (issue 14): on CrisisResources, GetHelpNow, GetStarted,
 * ClientDashboard and marked pages, leaving for the brand's neutral page; nothing elsewhere.
 *
 * @example
 * <ShellLayout quickExit={<ShellQuickExit ctx={ctx} t={t} marked={quickExitOf(Page)} />} ...>
 */
export function ShellQuickExit({ ctx, t, marked }: ShellQuickExitProps) {
  if (!showsQuickExit(ctx, { marked })) return null;
  return <QuickExit t={t} href={quickExitUrl(ctx.brand)} />;
}
