import Link from 'next/link';
import { createShellApp } from '@therapy-shell/shell-next';

// next/link for the shell's internal links: client-side navigation with the app's trailingSlash.
export default createShellApp({ linkComponent: Link });
