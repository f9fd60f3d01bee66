// The shell's page (markup and page data) with no backend call.
import type { GetServerSideProps } from 'next';
import { referenceProps } from '../../lib/reference-server';

export { default } from '../../lib/reference-page';

export const getServerSideProps: GetServerSideProps = (context) =>
  referenceProps({ markup: 'full', calls: [] }, context);
