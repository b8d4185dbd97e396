// A stand-in for the maps provider's Places API (New), the one the web's address search calls
// from the browser: POST /v1/places:autocomplete ({ input, includedRegionCodes }) and
// GET /v1/places/{placeId}, the key in X-Goog-Api-Key and the fields in X-Goog-FieldMask, answered
// in the API's documented JSON shapes and errors, with the CORS headers a browser needs for a call
// from another origin. Test support: never shipped.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export type MapsPlace = { id: string; name: string; address: string };

export type MapsStandIn = {
  url: string;
  /** Each request's method, path and the page's origin (a browser's call names it), in order. */
  requests: { method: string; path: string; origin: string }[];
  close: () => Promise<void>;
};

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST',
  'access-control-allow-headers': 'content-type, x-goog-api-key, x-goog-fieldmask',
  'access-control-max-age': '3600',
};

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { ...CORS, 'content-type': 'application/json; charset=UTF-8' });
  response.end(JSON.stringify(body));
}

/** Google's error shape: { error: { code, message, status } }. */
const error = (response: ServerResponse, code: number, status: string, message: string) =>
  answer(response, code, { error: { code, message, status } });

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** One autocomplete suggestion, as the API words it. */
const suggestionOf = (place: MapsPlace) => ({
  placePrediction: {
    place: `places/${place.id}`,
    placeId: place.id,
    text: { text: `${place.name}, ${place.address}` },
    structuredFormat: { mainText: { text: place.name }, secondaryText: { text: place.address } },
  },
});

/** Serves `places` to callers with `apiKey`: autocomplete finds those whose name holds the words typed. */
export async function startMapsStandIn(apiKey: string, places: readonly MapsPlace[], port = 0): Promise<MapsStandIn> {
  const requests: MapsStandIn['requests'] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS);
      return response.end();
    }
    requests.push({ method: request.method ?? '', path: url.pathname, origin: String(request.headers.origin ?? '') });
    if (request.headers['x-goog-api-key'] !== apiKey)
      return error(response, 403, 'PERMISSION_DENIED', 'API key not valid. Please pass a valid API key.');
    if (!request.headers['x-goog-fieldmask'])
      return error(response, 400, 'INVALID_ARGUMENT', 'FieldMask is a required parameter. See how to provide it.');
    if (request.method === 'POST' && url.pathname === '/v1/places:autocomplete') {
      const input = String((await bodyOf(request)).input ?? '').toLowerCase();
      const found = places.filter((place) => input && place.name.toLowerCase().includes(input));
      return answer(response, 200, found.length > 0 ? { suggestions: found.map(suggestionOf) } : {});
    }
    const details = /^\/v1\/places\/([^/]+)$/.exec(url.pathname);
    const place = details && places.find((entry) => entry.id === decodeURIComponent(details[1] ?? ''));
    if (request.method === 'GET' && place) {
      const formattedAddress = `${place.name}, ${place.address}`;
      return answer(response, 200, { displayName: { text: place.name, languageCode: 'en' }, formattedAddress });
    }
    return error(response, 404, 'NOT_FOUND', 'Requested entity was not found.');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${boundPort}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
