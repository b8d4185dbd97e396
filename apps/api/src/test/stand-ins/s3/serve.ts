// Runs the S3 stand-in by hand: `node --import tsx apps/api/src/test/stand-ins/s3/serve.ts`
// (S3_STAND_IN_PORT), then set S3_BUCKET, S3_ENDPOINT and the stand-in's keys as printed.
import { startS3StandIn } from './stand-in';

const standIn = await startS3StandIn(Number(process.env.S3_STAND_IN_PORT ?? 9000));
console.log(
  `S3_BUCKET=proofs S3_ENDPOINT=${standIn.url} S3_ACCESS_KEY_ID=stand-in-key S3_SECRET_ACCESS_KEY=stand-in-secret-key`,
);
