import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { BRAND_IDS, brandDistDir, brandsToBuild } from './brands.cjs';

const root = join(__dirname, '..', '..', '..');

describe('build:brands', () => {
  it('knows the eight brand ids of brand-config, in order', () => {
    expect(BRAND_IDS).toEqual(['main', 'organisation', 'faith', 'pride', 'fifth', 'regional', 'teen', 'eighth']);
  });

  it('builds every brand when none is named, and only the named ones otherwise', () => {
    expect(brandsToBuild([])).toEqual(BRAND_IDS);
    expect(brandsToBuild(['teen', 'faith', 'teen'])).toEqual(['teen', 'faith']);
  });

  it('rejects an unknown id with the list of valid ids', () => {
    expect(() => brandsToBuild(['main', 'mian'])).toThrow(
      'Unknown brand id: mian. Valid ids: main, organisation, faith, pride, fifth, regional, teen, eighth.',
    );
  });

  it('builds the brands SHELL_BRAND names when no id is given on the command line', () => {
    expect(brandsToBuild([], 'pride')).toEqual(['pride']);
    expect(brandsToBuild([], 'pride,teen')).toEqual(['pride', 'teen']);
    expect(brandsToBuild(['faith'], 'pride')).toEqual(['faith']);
  });

  it('rejects a wrong SHELL_BRAND with the list of valid ids', () => {
    expect(() => brandsToBuild([], 'mian')).toThrow(
      'SHELL_BRAND="mian" is not a brand id. Valid ids: main, organisation, faith, pride, fifth, regional, teen, eighth.',
    );
  });

  it('gives each brand its own output folder', () => {
    expect(new Set(BRAND_IDS.map(brandDistDir)).size).toBe(8);
    expect(brandDistDir('faith')).toBe('.next-faith');
  });

  it.each([
    [['nope'], {}, 'build:brands: Unknown brand id: nope. Valid ids: main, organisation'],
    [[], { SHELL_BRAND: 'mian' }, 'build:brands: SHELL_BRAND="mian" is not a brand id. Valid ids: main, organisation'],
  ])('stops the script before building anything for args %p and env %p', (args, env, message) => {
    const result = spawnSync(process.execPath, ['tools/scripts/build-brands.mjs', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(message);
  });

  it('stops a Next.js build with a wrong SHELL_BRAND, listing the valid ids', () => {
    // next.config.mjs checks SHELL_BRAND before anything is compiled.
    const result = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "await import('./apps/shell/next.config.mjs')"],
      {
        cwd: root,
        env: { ...process.env, SHELL_BRAND: 'mian' },
        encoding: 'utf8',
      },
    );
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(
      'SHELL_BRAND="mian" is not a brand id. Valid ids: main, organisation, faith, pride, fifth, regional, teen, eighth.',
    );
  });
});
