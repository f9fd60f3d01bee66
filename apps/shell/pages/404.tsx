// The 404 page: the shell's, in the visitor's language and titled with the product name.
export { NotFoundPage as default } from '@therapy-shell/shell-next';
