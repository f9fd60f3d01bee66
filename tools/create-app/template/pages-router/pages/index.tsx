// The home page greets the visitor the shell already knows: useShell() in the component and
// getShellData(context) in getServerSideProps read what the shell's page-load step fetched for this
// request (the session and the site config), so the page asks the backend nothing again.
import type { GetServerSideProps } from 'next';
import { getShellData, shellPage, useShell } from '@therapy-shell/shell-next';

interface HomeProps {
  /** The visitor's next step, chosen on the server. */
  nextStep: { href: string; label: string };
}

export const getServerSideProps: GetServerSideProps<HomeProps> = async (context) => {
  // Null when the page-load step failed: the visitor then sees the shell's fallback page anyway.
  const shell = getShellData(context);
  const signedIn = shell !== null && shell.visitor.user_type !== 'logged_out_user';
  return {
    props: {
      nextStep: signedIn
        ? { href: '/care-guide/', label: 'Plan your next session' }
        : { href: '/care-guide/', label: 'Read the care guide' },
    },
  };
};

function HomePage({ nextStep }: HomeProps) {
  const { visitor, site } = useShell();
  const greeting =
    visitor.user_type === 'client'
      ? `Welcome back to ${site.product_name}`
      : visitor.user_type === 'counselor'
        ? 'Your clients are waiting'
        : `Welcome to ${site.product_name}`;
  return (
    <>
      <h1>{greeting}</h1>
      <p>
        <a href={nextStep.href}>{nextStep.label}</a>
      </p>
    </>
  );
}

export default shellPage({ template: 'Home' }, HomePage);
