/** The steps of npm test a step name stands for, with the projects and files each depends on. */
export declare const STEPS: Readonly<Record<string, { projects: readonly string[] | null; files: readonly string[] }>>;
/** Files whose change runs every step. */
export declare const EVERYTHING: readonly string[];
/** The steps a change needs (npm test -- --affected). */
export declare function affectedSteps(
  affected: readonly string[],
  changed: readonly string[],
): {
  steps: Set<string>;
  projects: string[] | null;
  apps: string[] | null;
  pagesBuilds: boolean;
  appRouterBuilds: boolean;
};
