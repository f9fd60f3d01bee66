import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { BRAND_IDS, type BrandId } from '@therapy-shell/brand-config';
import eighth from '@therapy-shell/brand-config/tokens/eighth.tokens.json';
import faith from '@therapy-shell/brand-config/tokens/faith.tokens.json';
import fifth from '@therapy-shell/brand-config/tokens/fifth.tokens.json';
import main from '@therapy-shell/brand-config/tokens/main.tokens.json';
import organisation from '@therapy-shell/brand-config/tokens/organisation.tokens.json';
import pride from '@therapy-shell/brand-config/tokens/pride.tokens.json';
import regional from '@therapy-shell/brand-config/tokens/regional.tokens.json';
import teen from '@therapy-shell/brand-config/tokens/teen.tokens.json';
import { sample, storyProductName, type SampleText } from './story-helpers.ts';

// Each brand's Tokens page draws the design token file that brand-config ships for it
// (@therapy-shell/brand-config/tokens/<brand>.tokens.json, DTCG 2025.10): what designers take into
// their tools is what they see here. The CSS custom property is named for the tokens the shell sets
// on every page.
const DOCUMENTS = { main, organisation, faith, pride, fifth, regional, teen, eighth } satisfies Record<
  BrandId,
  unknown
>;

interface Token {
  /** The token's path in the file: `color.primary`, `font-family` (a group's `$root`). */
  path: string;
  value: unknown;
  description: string | undefined;
  /** The custom property the shell sets for it, if any. */
  cssVariable: string | undefined;
}

/** Groups whose tokens are the shell's `--ts-*` custom properties (set by the brand's `tokens/<brand>.css`). */
const CSS_GROUPS = ['color', 'font-family', 'radius', 'breakpoint'];
/** Groups whose custom properties have a shorter name than the group. */
const CSS_NAMES: Readonly<Record<string, string>> = { breakpoint: 'bp' };

function tokensOf(brand: BrandId, group: string): Token[] {
  const entries = (DOCUMENTS[brand] as unknown as Record<string, Record<string, unknown>>)[group] ?? {};
  return Object.entries(entries)
    .filter(([name]) => name === '$root' || !name.startsWith('$'))
    .map(([name, token]) => {
      const { $value, $description } = token as { $value: unknown; $description?: string };
      const path = name === '$root' ? group : `${group}.${name}`;
      return {
        path,
        value: $value,
        description: $description,
        cssVariable: CSS_GROUPS.includes(group)
          ? `--ts-${[CSS_NAMES[group] ?? group, ...path.split('.').slice(1)].join('-')}`
          : undefined,
      };
    });
}

interface Dimension {
  value: number;
  unit: 'px' | 'rem';
}
const css = (dimension: unknown) => `${(dimension as Dimension).value}${(dimension as Dimension).unit}`;
const px = (dimension: unknown) => {
  const { value, unit } = dimension as Dimension;
  return unit === 'rem' ? value * 16 : value;
};
const hexOf = (color: unknown) => (color as { hex: string }).hex;
const shadowCss = (shadow: unknown) => {
  const { color, offsetX, offsetY, blur, spread } = shadow as Record<string, unknown>;
  const { components, alpha = 1 } = color as { components: number[]; alpha?: number };
  const rgb = components.map((c) => Math.round(c * 255)).join(' ');
  return `${css(offsetX)} ${css(offsetY)} ${css(blur)} ${css(spread)} rgb(${rgb} / ${alpha})`;
};
const fontStack = (names: unknown) =>
  (names as string[]).map((name) => (/^[\w-]+$/.test(name) ? name : `"${name}"`)).join(', ');

const SAMPLE: SampleText = {
  en: 'Talk to a licensed therapist today',
  de: 'Sprechen Sie noch heute mit einer Therapeutin',
  fr: "Parlez à un thérapeute dès aujourd'hui",
  nl: 'Praat vandaag nog met een therapeut',
  es: 'Habla hoy con un terapeuta titulado',
};

const muted: CSSProperties = { margin: 0, fontSize: '0.875rem', opacity: 0.85 };
const grid = (min: string): CSSProperties => ({
  display: 'grid',
  gap: '1rem',
  gridTemplateColumns: `repeat(auto-fill, minmax(${min}, 1fr))`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
const code: CSSProperties = { fontFamily: 'monospace', fontSize: '0.8125rem' };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginBottom: '2.5rem' }}>
      <h2 style={{ fontFamily: 'var(--ts-font-family-heading)', fontSize: '1.25rem', margin: '0 0 1rem' }}>{title}</h2>
      {children}
    </section>
  );
}

function Name({ token }: { token: Token }) {
  return (
    <>
      <code style={code}>{token.path}</code>
      {token.cssVariable && (
        <>
          <br />
          <code style={code}>var({token.cssVariable})</code>
        </>
      )}
    </>
  );
}

function TokensPage({ brand, globals }: { brand: BrandId; globals: Readonly<Record<string, unknown>> }) {
  const file = `${brand}.tokens.json`;
  const download = `data:application/json;charset=utf-8,${encodeURIComponent(`${JSON.stringify(DOCUMENTS[brand], null, 2)}\n`)}`;
  const text = sample(globals, SAMPLE);
  return (
    <div
      style={{
        padding: '2rem',
        fontFamily: 'var(--ts-font-family)',
        color: 'var(--ts-color-text)',
        background: 'var(--ts-color-background)',
        lineHeight: 1.5,
      }}
    >
      <h1 style={{ fontFamily: 'var(--ts-font-family-heading)', fontSize: '2rem', margin: '0 0 0.5rem' }}>
        Tokens of brand {BRAND_IDS.indexOf(brand) + 1}: {brand} ({storyProductName({ brand })})
      </h1>
      <p style={{ margin: '0 0 2rem', maxWidth: '48rem' }}>
        The design tokens of this brand in the Design Tokens Community Group format (2025.10), as the npm package{' '}
        <code style={code}>@therapy-shell/brand-config</code> ships them in <code style={code}>tokens/{file}</code>{' '}
        (Figma with Tokens Studio, Penpot, Style Dictionary and Terrazzo read it):{' '}
        <a href={download} download={file} style={{ color: 'var(--ts-color-primary)' }}>
          download {file}
        </a>
        .
      </p>

      <Section title="Colour">
        <ul style={grid('13rem')}>
          {tokensOf(brand, 'color').map((token) => (
            <li key={token.path}>
              <div
                aria-hidden="true"
                style={{
                  height: '4rem',
                  borderRadius: 'var(--ts-radius)',
                  background: hexOf(token.value),
                  border: '1px solid rgb(0 0 0 / 0.2)',
                }}
              />
              <p style={{ margin: '0.5rem 0 0' }}>
                <Name token={token} /> <code style={code}>{hexOf(token.value)}</code>
              </p>
              <p style={muted}>{token.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Typography">
        <ul style={{ ...grid('20rem'), marginBottom: '1.5rem' }}>
          {tokensOf(brand, 'font-family').map((token) => (
            <li key={token.path}>
              <p style={{ margin: 0, fontFamily: fontStack(token.value), fontSize: '1.5rem' }}>{text}</p>
              <Name token={token} />
              <p style={muted}>
                {fontStack(token.value)}. {token.description}
              </p>
            </li>
          ))}
        </ul>
        <table style={{ borderCollapse: 'collapse', width: '100%' }}>
          <caption style={{ textAlign: 'left', fontWeight: 700, marginBottom: '0.5rem' }}>Type scale</caption>
          <thead>
            <tr style={{ textAlign: 'left' }}>
              <th scope="col">Token</th>
              <th scope="col">Size</th>
              <th scope="col">Body font</th>
              <th scope="col">Heading font, bold</th>
            </tr>
          </thead>
          <tbody>
            {tokensOf(brand, 'font-size').map((token) => (
              <tr key={token.path} style={{ borderTop: '1px solid rgb(0 0 0 / 0.15)', verticalAlign: 'baseline' }}>
                <td>
                  <Name token={token} />
                </td>
                <td>
                  <code style={code}>
                    {css(token.value)} ({px(token.value)}px)
                  </code>
                </td>
                <td style={{ fontSize: css(token.value) }}>{text}</td>
                <td
                  style={{ fontSize: css(token.value), fontFamily: 'var(--ts-font-family-heading)', fontWeight: 700 }}
                >
                  {text}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul style={{ ...grid('14rem'), marginTop: '1.5rem' }}>
          {tokensOf(brand, 'font-weight').map((token) => (
            <li key={token.path} style={{ fontWeight: Number(token.value) }}>
              {text}
              <br />
              <code style={code}>
                {token.path}: {String(token.value)}
              </code>
            </li>
          ))}
          {tokensOf(brand, 'line-height').map((token) => (
            <li key={token.path}>
              <code style={code}>
                {token.path}: {String(token.value)}
              </code>
              <p style={muted}>{token.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Spacing">
        <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: '0.5rem' }}>
          {tokensOf(brand, 'space').map((token) => (
            <li key={token.path} style={{ display: 'flex', alignItems: 'center', gap: '1rem' }}>
              <code style={{ ...code, minWidth: '9rem' }}>
                {token.path}: {css(token.value)}
              </code>
              <code style={{ ...code, minWidth: '10rem' }}>var({token.cssVariable})</code>
              <span
                aria-hidden="true"
                style={{ width: css(token.value), height: '1rem', background: 'var(--ts-color-primary)' }}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Radius and shadow">
        <ul style={grid('11rem')}>
          {tokensOf(brand, 'radius').map((token) => (
            <li key={token.path}>
              <div
                aria-hidden="true"
                style={{ height: '5rem', borderRadius: css(token.value), border: '2px solid var(--ts-color-primary)' }}
              />
              <p style={{ margin: '0.5rem 0 0' }}>
                <Name token={token} /> <code style={code}>{css(token.value)}</code>
              </p>
              <p style={muted}>{token.description}</p>
            </li>
          ))}
          {tokensOf(brand, 'shadow').map((token) => (
            <li key={token.path}>
              <div
                aria-hidden="true"
                style={{
                  height: '5rem',
                  borderRadius: 'var(--ts-radius-large)',
                  background: 'var(--ts-color-background)',
                  boxShadow: shadowCss(token.value),
                }}
              />
              <p style={{ margin: '0.75rem 0 0' }}>
                <code style={code}>{token.path}</code>
              </p>
              <p style={muted}>{token.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Breakpoints">
        <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: '0.5rem' }}>
          {tokensOf(brand, 'breakpoint').map((token) => (
            <li key={token.path} style={{ display: 'flex', alignItems: 'center', gap: '1rem' }}>
              <code style={{ ...code, minWidth: '9rem' }}>
                {token.path}: {css(token.value)}
              </code>
              <code style={{ ...code, minWidth: '10rem' }}>var({token.cssVariable})</code>
              <span
                aria-hidden="true"
                style={{
                  width: `${(px(token.value) / 1536) * 100}%`,
                  maxWidth: '40rem',
                  height: '0.5rem',
                  background: 'var(--ts-color-footer)',
                }}
              />
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

const meta = {
  title: 'Tokens',
  // A page per brand, no docs page of its own; `one-brand`: the visual tests take each once.
  tags: ['!autodocs', 'one-brand'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function tokensStory(brand: BrandId): Story {
  return { globals: { brand }, render: (_args, { globals }) => <TokensPage brand={brand} globals={globals} /> };
}

/** Brand 1. */
export const Main: Story = tokensStory('main');
/** Brand 2. */
export const Organisation: Story = tokensStory('organisation');
/** Brand 3. */
export const Faith: Story = tokensStory('faith');
/** Brand 4. */
export const Pride: Story = tokensStory('pride');
/** Brand 5. */
export const Fifth: Story = tokensStory('fifth');
/** Brand 6. */
export const Regional: Story = tokensStory('regional');
/** Brand 7. */
export const Teen: Story = tokensStory('teen');
/** Brand 8. */
export const Eighth: Story = tokensStory('eighth');
