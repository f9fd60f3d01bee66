// The toast viewport as a module of its own, so shell-frame.tsx can load it lazily, out of the
// first-load JavaScript.
import type { ErrorReporter } from '@therapy-shell/request';
import { Toaster, type ToasterProps } from '@therapy-shell/shell-ui';

/** Props of {@link ShellToaster}: the viewport's labels and the reporter of its error boundary. */
export interface ShellToasterProps extends Pick<ToasterProps, 'label' | 'closeLabel'> {
  reporter: ErrorReporter;
}

/** The shell's toast viewport (shell-ui's Toaster over the shared toast store). */
export default function ShellToaster({ label, closeLabel }: ShellToasterProps) {
  return <Toaster label={label} closeLabel={closeLabel} />;
}
