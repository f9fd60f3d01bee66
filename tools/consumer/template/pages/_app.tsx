import { createShellApp } from '@therapy-shell/shell-next';

export default createShellApp();
