import type { FastifyBaseLogger } from 'fastify';

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;

/**
 * The log of a process without an HTTP server (the commands): lines at `level` and above on
 * stderr, the message and, when given, the fields as JSON; `silent` writes nothing.
 */
export function consoleLog(level: string): FastifyBaseLogger {
  const from = LEVELS.indexOf(level as (typeof LEVELS)[number]);
  const write =
    (at: number) =>
    (first?: unknown, message?: unknown): void => {
      if (from < 0 || at < from) return;
      const [fields, text] = typeof first === 'string' ? [undefined, first] : [first, message];
      console.error(`${LEVELS[at]}: ${String(text ?? '')}${fields ? ` ${JSON.stringify(fields)}` : ''}`);
    };
  const log = {
    level,
    silent: () => {},
    child: () => log,
    ...Object.fromEntries(LEVELS.map((name, at) => [name, write(at)])),
  };
  return log as unknown as FastifyBaseLogger;
}
