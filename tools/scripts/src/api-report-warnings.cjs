// The warnings of an API report (api-extractor's etc/*.api.md): a type the public API uses but its
// entry does not export, and any other "(ae-...)" message, wherever the report puts it (above a
// declaration, indented inside one, or in the list at the end). api-report.mjs fails on any.
'use strict';

/** @param {string} report */
function apiReportWarnings(report) {
  return report.match(/^\s*\/\/ .*\(ae-[a-z-]+\).*$/gm)?.map((line) => line.trim()) ?? [];
}

module.exports = { apiReportWarnings };
