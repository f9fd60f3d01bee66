// /gethelpnow/: the shell's crisis resources page. It needs no backend: during an outage it still
// answers 200 from the build's data, with a plain header and footer.
import { GetHelpNowContent, shellPage } from '@therapy-shell/shell-next/app';

export default shellPage({ template: 'GetHelpNow' }, GetHelpNowContent);
export { getHelpNowMetadata as generateMetadata } from '@therapy-shell/shell-next/app';
