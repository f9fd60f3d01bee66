// The bare page with the four per-visitor backend calls the shell makes on every page.
import type { GetServerSideProps } from 'next';
import { PER_VISITOR_CALLS, referenceProps } from '../../lib/reference-server';

export { default } from '../../lib/reference-page';

export const getServerSideProps: GetServerSideProps = (context) =>
  referenceProps({ calls: PER_VISITOR_CALLS }, context);
