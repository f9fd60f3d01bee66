/** The warning lines of an API report (api-extractor's "(ae-...)" messages), trimmed. */
export declare function apiReportWarnings(report: string): string[];
