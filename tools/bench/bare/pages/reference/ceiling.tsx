// The shell's page with the four per-visitor backend calls the shell makes: the ceiling of a shell with this page.
import type { GetServerSideProps } from 'next';
import { PER_VISITOR_CALLS, referenceProps } from '../../lib/reference-server';

export { default } from '../../lib/reference-page';

export const getServerSideProps: GetServerSideProps = (context) =>
  referenceProps({ markup: 'full', calls: PER_VISITOR_CALLS }, context);
