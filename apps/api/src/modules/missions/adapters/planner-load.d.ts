/** The planner package, typed by planner-api.ts. */
export declare const loadPlanner: () => Promise<unknown>;
