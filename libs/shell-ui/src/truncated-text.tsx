import type { CSSProperties } from 'react';
import { clsx } from 'clsx';
import styles from './truncated-text.module.css';

/**
 * The ellipsis truncation adds: one character, U+2026.
 *
 * @example
 * text.endsWith(ELLIPSIS); // true when truncateText cut it
 */
export const ELLIPSIS = '…';

/**
 * Limits text to `maxLength` characters including the ellipsis (spec 2.8). Counts code points, so an
 * emoji is never cut in half, and drops the whitespace before the ellipsis.
 *
 * @example
 * truncateText('Online therapy that works for you', 16); // 'Online therapy…'
 */
export function truncateText(text: string, maxLength: number): string {
  const characters = Array.from(text);
  if (characters.length <= maxLength) return text;
  return `${characters
    .slice(0, Math.max(0, maxLength - 1))
    .join('')
    .trimEnd()}${ELLIPSIS}`;
}

/**
 * Whether text was cut, as the `data-state` attribute of `TruncatedText`.
 *
 * @example
 * span.dataset.state === ('truncated' satisfies TruncationState);
 */
export type TruncationState = 'truncated' | 'full';

/**
 * Props of truncated text.
 *
 * @example
 * const props: TruncatedTextProps = { text: bio, lines: 2 };
 */
export interface TruncatedTextProps {
  text: string;
  /** Longest text in characters, ellipsis included. */
  maxLength?: number | undefined;
  /** Clamps to this many lines with a CSS ellipsis instead of (or as well as) counting characters. */
  lines?: number | undefined;
  className?: string | undefined;
}

/**
 * Text cut to a length (or a number of lines) with an ellipsis (spec 2.8); when cut, the full text is
 * its `title`.
 *
 * @example
 * <TruncatedText text={message.preview} maxLength={80} />
 * <TruncatedText text={counselor.bio} lines={2} />
 */
export function TruncatedText({ text, maxLength, lines, className }: TruncatedTextProps) {
  const shown = maxLength === undefined ? text : truncateText(text, maxLength);
  const cut = shown !== text;
  const style = lines === undefined ? undefined : ({ '--ts-truncate-lines': String(lines) } as CSSProperties);
  return (
    <span
      className={clsx(styles.text, className)}
      data-state={(cut ? 'truncated' : 'full') satisfies TruncationState}
      data-lines={lines === undefined ? undefined : lines === 1 ? 'one' : 'many'}
      title={cut || lines !== undefined ? text : undefined}
      style={style}
    >
      {shown}
    </span>
  );
}
