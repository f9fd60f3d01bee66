// The translator of the visit's whole texts in the browser, a module of its own so that it loads
// with the lazy parts that use those texts (app-shell.tsx, withWholeTexts): their texts may need the
// number and date-time formats, which the first render's lean translator has none of.
export { createCompiledTranslator } from '@therapy-shell/i18n';
