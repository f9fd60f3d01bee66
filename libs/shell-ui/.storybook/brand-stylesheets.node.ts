import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandId } from '@therapy-shell/brand-config';

/**
 * brand-stylesheets.ts for Jest (the stories' tests, jest.config.cjs maps it): the same files, read
 * from disk, since Jest has no `import.meta.glob`.
 *
 * @example
 * <style>{brandStylesheet('faith')}</style>
 */
export function brandStylesheet(brand: BrandId): string {
  return readFileSync(join(__dirname, '../../brand-config/tokens', `${brand}.css`), 'utf8');
}
