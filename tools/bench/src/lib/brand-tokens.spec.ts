import { rmSync } from 'node:fs';
import { BRAND_IDS, themeTokens } from '@therapy-shell/brand-config';
import { fakeBuild } from '../testing/fake-build.ts';
import { candidateTokens, distinctiveTokens, findForeignBrandTokens } from './brand-tokens.ts';

describe('candidateTokens', () => {
  it("takes a theme's colours (nested ones too, lower-cased) and its logo shapes", () => {
    const theme = {
      colorPrimary: '#ABCDEF',
      radius: '8px',
      fontFamily: 'Georgia, serif',
      accessibilityWidget: { leadColor: '#123456' },
      logo: {
        viewBox: '0 0 40 40',
        shapes: [
          { tone: 'base', d: 'M0 0h40v40H0z' },
          { tone: 'detail', d: 'M10 10h5v5z' },
        ],
      },
    };
    expect(candidateTokens(theme)).toEqual(['#abcdef', '#123456', 'M0 0h40v40H0z', 'M10 10h5v5z']);
  });
});

describe('distinctiveTokens', () => {
  it('drops tokens another brand shares, also as part of a longer token, and short ones', () => {
    expect(
      distinctiveTokens({ a: ['#111111', 'M0 0z', 'abcdefgh'], b: ['#111111', '#222222', 'xxabcdefghxx'] }),
    ).toEqual({
      a: [],
      b: ['#222222', 'xxabcdefghxx'],
    });
  });

  it('leaves every real brand at least one token (main and regional share colours, not their marks)', () => {
    const tokens = distinctiveTokens(Object.fromEntries(BRAND_IDS.map((b) => [b, candidateTokens(themeTokens(b))])));
    for (const brand of BRAND_IDS) expect(tokens[brand]?.length ?? 0).toBeGreaterThan(0);
    expect(tokens['main']).not.toContain(themeTokens('regional').colorPrimary);
  });
});

describe('findForeignBrandTokens', () => {
  it("finds other brands' tokens in any case, never the build's own", () => {
    const dir = fakeBuild(
      { '/': [] },
      { 'static/chunks/a.js': 'x="#ABCDEF";y="#123456"', 'static/css/b.css': '.c{color:#fedcba}' },
    );
    try {
      const files = ['static/chunks/a.js', 'static/css/b.css'];
      const findings = findForeignBrandTokens(dir, files, 'own', {
        own: ['#123456'],
        other: ['#abcdef', '#fedcba', '#000001'],
      });
      expect(findings).toEqual([
        { brand: 'other', token: '#abcdef', file: 'static/chunks/a.js' },
        { brand: 'other', token: '#fedcba', file: 'static/css/b.css' },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
