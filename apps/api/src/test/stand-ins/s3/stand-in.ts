// A stand-in for an S3-compatible object store, in tests only: path-style PUT, GET, HEAD and DELETE
// of objects (what @aws-sdk/client-s3 sends for PutObject, GetObject, HeadObject, DeleteObject),
// answering S3's XML errors. It checks that each request is signed (AWS Signature V4 header) for
// the expected access key, not the signature itself.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type S3StandIn = {
  url: string;
  /** Objects by `bucket/key`. */
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** Each request as `METHOD /bucket/key`. */
  requests: string[];
  close: () => Promise<void>;
};

const errorXml = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The body as sent: aws-chunked bodies (streaming signatures) are unwrapped. */
function decodeBody(raw: Buffer, request: IncomingMessage): Buffer {
  const encoding = String(request.headers['content-encoding'] ?? '');
  const sha = String(request.headers['x-amz-content-sha256'] ?? '');
  if (!encoding.includes('aws-chunked') && !sha.startsWith('STREAMING-')) return raw;
  const parts: Buffer[] = [];
  let at = 0;
  while (at < raw.length) {
    const lineEnd = raw.indexOf('\r\n', at);
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString().split(';')[0] ?? '0', 16);
    if (!size) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

export async function startS3StandIn(port = 0, accessKeyId = 'stand-in-key'): Promise<S3StandIn> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: string[] = [];
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/').replace(/^\//, '');
    requests.push(`${request.method} /${path}`);
    const raw = await bodyOf(request);
    const send = (status: number, body = '', headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/xml', ...headers });
      response.end(body);
    };
    if (!String(request.headers.authorization ?? '').includes(`Credential=${accessKeyId}/`)) {
      return send(403, errorXml('AccessDenied', 'Access Denied'));
    }
    if (!path.includes('/')) return send(400, errorXml('InvalidRequest', 'Only object requests are served'));
    const found = objects.get(path);
    switch (request.method) {
      case 'PUT': {
        const body = decodeBody(raw, request);
        objects.set(path, { body, contentType: String(request.headers['content-type'] ?? 'binary/octet-stream') });
        return send(200, '', { etag: `"${body.length}"` });
      }
      case 'GET':
      case 'HEAD':
        if (!found)
          return send(404, request.method === 'HEAD' ? '' : errorXml('NoSuchKey', 'The specified key does not exist.'));
        response.writeHead(200, { 'content-type': found.contentType, 'content-length': String(found.body.length) });
        return response.end(request.method === 'HEAD' ? undefined : found.body);
      case 'DELETE':
        objects.delete(path);
        return send(204);
      default:
        return send(405, errorXml('MethodNotAllowed', 'The specified method is not allowed'));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
