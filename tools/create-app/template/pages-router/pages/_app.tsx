import Link from 'next/link';
import { createShellApp } from '@therapy-shell/shell-next';

export default createShellApp({ linkComponent: Link });
