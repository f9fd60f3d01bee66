// The page as lean as its content allows (no inline SVG, no messages in the page data) with only the session call.
import type { GetServerSideProps } from 'next';
import { referenceProps } from '../../lib/reference-server';

export { default } from '../../lib/reference-page';

export const getServerSideProps: GetServerSideProps = (context) =>
  referenceProps({ markup: 'lean', calls: ['/api/session'] }, context);
