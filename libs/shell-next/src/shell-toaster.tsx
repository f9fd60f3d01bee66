// The toast viewport as a module of its own, so shell-frame.tsx can load it lazily (issue 11).
import { Toaster, type ToasterProps } from '@therapy-shell/shell-ui';

/** The shell's toast viewport (shell-ui's Toaster over the shared toast store). */
export default function ShellToaster(props: ToasterProps) {
  return <Toaster {...props} />;
}
