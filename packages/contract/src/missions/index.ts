export * from './courier-app';
export * from './day-numbers';
export * from './label-codes';
export * from './missions';
export * from './paths';
export * from './plan-sentences';
export * from './planner-sentences';
