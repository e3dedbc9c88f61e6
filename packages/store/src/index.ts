export type { EffectRunner, Machine, MachineOptions, Reducer, Transition } from './machine';
export { createMachine } from './machine';
export type { Store, WritableStore } from './store';
export { createStore } from './store';
