import { shellPage } from '@therapy-shell/shell-next';

function HomePage() {
  return (
    <>
      <h1>Consumer app</h1>
      <p>
        A product team&apos;s own home page inside the shell. <a href="/care-guide/">Read the care guide</a>.
      </p>
    </>
  );
}

export default shellPage({ template: 'Home' }, HomePage);
