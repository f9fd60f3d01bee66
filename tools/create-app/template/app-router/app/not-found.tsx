// The 404 page: the shell's, in the visitor's language and titled with the product name.
import { NotFoundContent, shellPage } from '@therapy-shell/shell-next/app';

export default shellPage({ template: 'Custom404' }, NotFoundContent);
export { notFoundMetadata as generateMetadata } from '@therapy-shell/shell-next/app';
