// The bare page: rendered on the server for every request, like the shell's home page.
import type { GetServerSideProps } from 'next';

interface BareProps {
  readonly renderedAt: string;
}

export default function BarePage({ renderedAt }: BareProps) {
  return (
    <main>
      <h1>Bare page</h1>
      <p>Rendered at {renderedAt}</p>
    </main>
  );
}

export const getServerSideProps: GetServerSideProps<BareProps> = async () => ({
  props: { renderedAt: new Date().toISOString() },
});
