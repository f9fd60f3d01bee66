import Head from 'next/head';

/** Template name the shell's rules see for this page (spec 2.4). */
export const template = 'Home';

/** Placeholder of the Home template: the shell around it is what this app shows. */
export default function HomePage() {
  return (
    <>
      <Head>
        <title>Home</title>
      </Head>
      <h1>Home</h1>
      <p>This page stands in for the Home template; product teams provide the real page.</p>
    </>
  );
}
