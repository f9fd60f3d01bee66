// The home page greets the visitor the shell already knows: getShellData() here, on the server, and
// useShell() in the greeting, in the browser, read what the shell's page-load step fetched for this
// request (the session and the site config), so the page asks the backend nothing again.
import { getShellData, shellPage } from '@therapy-shell/shell-next/app';
import { Greeting } from './greeting';

async function HomePage() {
  // Null when the page-load step failed: the visitor then sees the shell's fallback page anyway.
  const shell = await getShellData('Home');
  const signedIn = shell !== null && shell.visitor.user_type !== 'logged_out_user';
  const nextStep = signedIn
    ? { href: '/care-guide/', label: 'Plan your next session' }
    : { href: '/care-guide/', label: 'Read the care guide' };
  return <Greeting nextStep={nextStep} />;
}

export default shellPage({ template: 'Home' }, HomePage);
