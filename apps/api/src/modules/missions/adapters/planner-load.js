// Loads @sameday/planner with a literal specifier, so the server's bundle carries it; plain
// JavaScript, so the API's compiler does not check the package's sources (planner-api.ts types it).
export const loadPlanner = () => import('@sameday/planner');
