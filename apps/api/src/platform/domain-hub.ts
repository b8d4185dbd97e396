import type { DbOrTx } from '../db/client';

/*
 * How one module hears what another did without importing it, declared in one place each.
 *
 * - An event (an order moved, an invoice issued) is declared by the module that announces it, by
 *   adding its name and payload to DomainEvents (TypeScript's interface merging), and announced
 *   with `hub.emit` inside the transaction that made it: what listeners write commits or rolls
 *   back with it.
 * - A gate (the dispatcher's rules judging orders being placed) is asked with `hub.ask` and
 *   answers with verdicts; declared in DomainGates the same way.
 * - A port is a service one module provides to another that cannot import it (tracking gives the
 *   labels their links): declared in DomainPorts by the module that needs it.
 *
 * Listeners, gates and ports are installed only by createDomain, from each module's declaration
 * (module.ts): reading the declarations is reading every reaction of the domain.
 */

/** Event name → what each listener is told. Emitting modules add their events. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the emitting modules.
export interface DomainEvents {}
/** Gate name → what is asked of it and what each gate answers (a list of verdicts). */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the asking modules.
export interface DomainGates {}
/** Port name → the function the providing module gives. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the needing modules.
export interface DomainPorts {}

type GateAsk<K extends keyof DomainGates> = DomainGates[K] extends { asked: infer A } ? A : never;
type GateVerdict<K extends keyof DomainGates> = DomainGates[K] extends { verdict: infer V } ? V : never;

export type Listener<E> = (tx: DbOrTx, event: E) => Promise<void>;
export type Gate<K extends keyof DomainGates> = (tx: DbOrTx, asked: GateAsk<K>) => Promise<GateVerdict<K>[]>;

/** What one module declares it reacts to, judges and provides. */
export type ModuleWiring = {
  reactions?: { [K in keyof DomainEvents]?: Listener<DomainEvents[K]> };
  gates?: { [K in keyof DomainGates]?: Gate<K> };
  ports?: Partial<DomainPorts>;
};

export type DomainHub = {
  /** Tells every listener of `name`, in declaration order, inside `tx`. */
  emit<K extends keyof DomainEvents>(name: K, tx: DbOrTx, event: DomainEvents[K]): Promise<void>;
  /** The verdicts of every gate of `name` (none installed: no verdict). */
  ask<K extends keyof DomainGates>(name: K, tx: DbOrTx, asked: GateAsk<K>): Promise<GateVerdict<K>[]>;
  /** The port `name` if a module provides it. */
  port<K extends keyof DomainPorts>(name: K): DomainPorts[K] | undefined;
  /**
   * The domain's wall clock, the one its modules are built with: what a service that holds the
   * domain's database reads for the hour and the day it prices, schedules or plans by.
   */
  clock: () => Date;
};

/** Who reacts to what: one line per module and event, for the docs and the wiring test. */
export type WiringMap = { module: string; reactsTo: string[]; gates: string[]; provides: string[] }[];

/**
 * An empty hub, and the one call that wires it from the modules' declarations, in their order
 * (the hub exists first: the modules' services are built with the database that carries it).
 * A port provided twice is a mistake.
 */
export function createHub(clock: () => Date): {
  hub: DomainHub;
  install: (modules: readonly DeclaredWiring[]) => void;
} {
  const listeners = new Map<string, Listener<unknown>[]>();
  const gates = new Map<string, ((tx: DbOrTx, asked: unknown) => Promise<unknown[]>)[]>();
  const ports = new Map<string, unknown>();
  let installed = false;
  const install = (modules: readonly DeclaredWiring[]) => {
    if (installed) throw new Error('The domain is wired once.');
    installed = true;
    for (const { name: module, wiring } of modules) {
      for (const [event, listener] of Object.entries(wiring.reactions ?? {})) {
        if (listener) listeners.set(event, [...(listeners.get(event) ?? []), listener as Listener<unknown>]);
      }
      for (const [gate, judge] of Object.entries(wiring.gates ?? {})) {
        if (!judge) continue;
        gates.set(gate, [...(gates.get(gate) ?? []), judge as (tx: DbOrTx, asked: unknown) => Promise<unknown[]>]);
      }
      for (const [port, provided] of Object.entries(wiring.ports ?? {})) {
        if (ports.has(port)) throw new Error(`The port ${port} is provided twice (again by ${module}).`);
        ports.set(port, provided);
      }
    }
  };
  const hub: DomainHub = {
    clock,
    async emit(name, tx, event) {
      for (const listener of listeners.get(name) ?? []) await listener(tx, event);
    },
    async ask(name, tx, asked) {
      const verdicts: unknown[] = [];
      for (const gate of gates.get(name) ?? []) verdicts.push(...(await gate(tx, asked)));
      return verdicts as never[];
    },
    port(name) {
      return ports.get(name) as never;
    },
  };
  return { hub, install };
}

type DeclaredWiring = { name: string; wiring: ModuleWiring };

/** The declarations read back: which module reacts to, judges and provides what. */
export function wiringMap(modules: readonly DeclaredWiring[]): WiringMap {
  return modules.map(({ name, wiring }) => ({
    module: name,
    reactsTo: Object.keys(wiring.reactions ?? {}),
    gates: Object.keys(wiring.gates ?? {}),
    provides: Object.keys(wiring.ports ?? {}),
  }));
}
