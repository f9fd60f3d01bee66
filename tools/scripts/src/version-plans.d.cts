/** The release group of nx.json: whether it is fixed, and its projects by name (value: the project's folder). */
export declare function releaseGroup(root: string): { fixed: boolean; projects: Map<string, string> };
/** What is wrong with one plan, as sentences that name the file; none for a good plan. */
export declare function planProblems(
  file: string,
  text: string,
  group: { fixed: boolean; projects: ReadonlyMap<string, string> },
): string[];
/** Every problem of every plan in the folder (default `.nx/version-plans`), each naming its file. */
export declare function versionPlanProblems(root: string, plansDir?: string): string[];
