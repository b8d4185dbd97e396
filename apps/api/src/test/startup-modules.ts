// Run as a process of its own (`node --import tsx src/test/startup-modules.ts`): builds the app as
// the tests do, with no METRICS_TOKEN and no OTEL_EXPORTER_OTLP_ENDPOINT, and prints, as JSON, the
// observability settings it read and every file the process loaded. A test file cannot look at
// its own process for this: the files of a test worker share their modules (decision 062).
import { createRequire } from 'node:module';
import { createTestApp } from './harness';

const t = await createTestApp();
const loaded = Object.keys(createRequire(import.meta.url).cache);
process.stdout.write(`${JSON.stringify({ observability: t.config.observability, loaded })}\n`);
await t.close();
process.exit(0);
