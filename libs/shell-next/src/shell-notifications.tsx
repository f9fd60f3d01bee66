// The notification centre and its real-time connection as a module of its own: only logged-in
// users have it (brand-config's headerContent), so its code (and realtime's hook) is not in
// the first-load JavaScript of visitors' pages (issue 11). shell-frame.tsx loads it lazily.
import type { ShellContext } from '@therapy-shell/brand-config';
import type { Translate } from '@therapy-shell/i18n';
import type { ErrorReporter } from '@therapy-shell/request';
import { NotificationCenter } from '@therapy-shell/shell-ui';
import { useShellRealtime } from './use-realtime.ts';

/** Props of {@link ShellNotifications}. */
export interface ShellNotificationsProps {
  ctx: ShellContext;
  t: Translate;
  reporter: ErrorReporter;
}

/** The header's notification centre, fed by the real-time session (spec 4.6, 6). */
export default function ShellNotifications({ ctx, t, reporter }: ShellNotificationsProps) {
  const notifications = useShellRealtime(ctx, reporter);
  return <NotificationCenter {...notifications} t={t} />;
}
