// Commit messages: Conventional Commits (`type(scope): subject`), a subject line of at most 100
// characters (the config's header-max-length); the why goes in the body. `npm test` checks each
// commit of a change (tools/scripts/commits.mjs).
export default {
  extends: ['@commitlint/config-conventional'],
};
