import { createShellApp } from '@therapy-shell/shell-next';

// The shell's internal links are its RouterLink (client-side navigation on click, no prefetching).
export default createShellApp();
