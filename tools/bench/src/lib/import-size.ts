// Size of importing one thing from a workspace library, as a browser bundle would see it: esbuild
// bundles a one-line entry (minified, platform browser, ESM, tree-shaken) with React external and
// the @therapy-shell packages resolved through node_modules to their built dist/ (the packages'
// `import` condition, as an app consuming them does); the JavaScript output is gzipped.
import { build } from 'esbuild';
import { gzipSize } from './first-load.ts';

/** One import to measure, as budgets.json lists it. */
export interface ImportEntry {
  /** Short name used in the report and the test names. */
  readonly name: string;
  /** The entry module: re-exports what is measured, so tree-shaking keeps exactly that. */
  readonly code: string;
}

export interface ImportSize {
  readonly name: string;
  readonly bytes: number;
  readonly gzip: number;
  /** Gzip bytes of CSS the import drags in (CSS modules of components), counted apart. */
  readonly cssGzip: number;
  /** Bytes of output per input file (workspace-relative), largest first. */
  readonly inputs: readonly { readonly path: string; readonly bytes: number }[];
}

/** Kept out of the bundles: every page already has them. */
export const EXTERNAL = ['react', 'react-dom', 'react/*', 'react-dom/*'] as const;

/**
 * Bundles `entry.code` from the workspace root and measures the JavaScript output.
 *
 * @example
 * await importSize(root, { name: 'request', code: "export { request } from '@therapy-shell/request';" });
 */
export async function importSize(root: string, entry: ImportEntry): Promise<ImportSize> {
  const result = await build({
    stdin: { contents: entry.code, resolveDir: root, sourcefile: `${entry.name}-entry.js`, loader: 'js' },
    bundle: true,
    minify: true,
    treeShaking: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    external: [...EXTERNAL],
    define: { 'process.env.NODE_ENV': '"production"' },
    outdir: 'out',
    write: false,
    metafile: true,
    logLevel: 'silent',
    absWorkingDir: root,
  }).catch((error: unknown) => {
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Import budget "${entry.name}": esbuild could not bundle ${JSON.stringify(entry.code)}: ${detail}\n` +
        'The @therapy-shell packages resolve to their built dist/: build them first (npx nx run-many -t build --exclude=shell).',
    );
  });
  const js = result.outputFiles.filter((f) => f.path.endsWith('.js'));
  const bytes = js.reduce((total, f) => total + f.contents.length, 0);
  const gzip = js.reduce((total, f) => total + gzipSize(f.contents), 0);
  const cssGzip = result.outputFiles
    .filter((f) => f.path.endsWith('.css') && f.contents.length > 0)
    .reduce((total, f) => total + gzipSize(f.contents), 0);
  const inputs = Object.values(result.metafile.outputs)
    .flatMap((output) => Object.entries(output.inputs))
    .map(([path, info]) => ({ path, bytes: info.bytesInOutput }))
    .filter((input) => input.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes);
  return { name: entry.name, bytes, gzip, cssGzip, inputs };
}
