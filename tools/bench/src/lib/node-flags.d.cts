/**
 * The `node` flags of the exec-form `CMD` of a Dockerfile's last stage; none without one. Throws
 * when that CMD is in shell form (its flags cannot be read).
 *
 * @example
 * dockerfileNodeFlags('FROM node:20 AS run\nCMD ["node", "--max-semi-space-size=64", "serve.mjs"]\n'); // ['--max-semi-space-size=64']
 */
export declare function dockerfileNodeFlags(dockerfile: string): string[];
/**
 * The image's `node` flags: those of the Dockerfile at the repository's root.
 *
 * @example
 * deployedNodeFlags('/repo'); // ['--max-semi-space-size=64', '--min-semi-space-size=32']
 */
export declare function deployedNodeFlags(root: string): string[];
