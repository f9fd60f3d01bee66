// A page of the team's own, inside the shell: it declares its template, which decides the shell's
// rules for it (spec 2.5). What it does in the browser is in care-guide.tsx, a client component.
import { shellPage } from '@therapy-shell/shell-next/app';
import { CareGuide } from './care-guide';

export default shellPage({ template: 'Guide' }, CareGuide);
