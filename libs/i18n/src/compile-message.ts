// The server's half of compiled messages: each ICU text parsed once into intl-messageformat's AST.
// Kept out of compiled-translator.ts, which the browser imports, so that no browser bundle reaches
// the IntlMessageFormat class or the ICU parser.
import type { Language } from '@therapy-shell/core';
import { IntlMessageFormat } from 'intl-messageformat';
import { INTL_LOCALES } from './constants.ts';
import type { CompiledMessage } from './compiled-format.ts';

// Texts without braces or quotes are plain: their compiled form is the text itself, unparsed.
const NEEDS_PARSING = /[{}']/;

// The ICU element type of literal text (TYPE.literal of @formatjs/icu-messageformat-parser).
const LITERAL = 0;

/**
 * Compiles one ICU text for a language: the text itself when it has no arguments, else its AST.
 * Parsing uses `ignoreTag` (`<` and `>` are text, DESIGN.md section 7). Throws the parser's error
 * for a text that is not valid ICU. Server side: this is the only place that parses.
 *
 * @example
 * compileMessage('en', 'Home'); // 'Home'
 * compileMessage('en', "It''s"); // "It's"
 * compileMessage('en', '{count} items'); // [{ type: 1, value: 'count' }, { type: 0, value: ' items' }]
 */
export function compileMessage(language: Language, text: string): CompiledMessage {
  if (!NEEDS_PARSING.test(text)) return text;
  const ast = new IntlMessageFormat(text, INTL_LOCALES[language], undefined, { ignoreTag: true }).getAst();
  return ast.every((element) => element.type === LITERAL)
    ? ast.map((element) => ('value' in element && typeof element.value === 'string' ? element.value : '')).join('')
    : ast;
}
