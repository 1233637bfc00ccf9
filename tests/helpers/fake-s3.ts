import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';

/** One request the fake answered: whose key signed it and whether the signature was the one the secret gives. */
export interface S3Request {
  method: string;
  key: string;
  accessKeyId: string | null;
  signatureValid: boolean;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding, as SigV4 canonicalises query names and values. */
const encode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The AWS Signature Version 4 a request should carry if signed with `secret`, recomputed from what arrived: the
 * canonical request (method, path as sent, sorted query, the signed headers, the payload hash), the string to sign,
 * and the key derived from the secret through the credential scope.
 */
function expectedSignature(req: http.IncomingMessage, secret: string, scope: string[], signedHeaders: string[]) {
  const url = new URL(req.url!, 'http://fake');
  const query = [...url.searchParams]
    .map(([k, v]) => [encode(k), encode(v)])
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headerValue = (name: string) => {
    const raw = req.headers[name];
    return (Array.isArray(raw) ? raw.join(',') : (raw ?? '')).trim().replace(/\s+/g, ' ');
  };
  const canonical = [
    req.method,
    url.pathname,
    query,
    signedHeaders.map((h) => `${h}:${headerValue(h)}\n`).join(''),
    signedHeaders.join(';'),
    headerValue('x-amz-content-sha256'),
  ].join('\n');
  const [date, region, service] = scope;
  const toSign = ['AWS4-HMAC-SHA256', headerValue('x-amz-date'), scope.join('/'), sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex');
}

const xmlError = (res: http.ServerResponse, status: number, code: string) =>
  res
    .writeHead(status, { 'content-type': 'application/xml' })
    .end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);

/**
 * An S3-compatible server of a test's own (path-style addresses: /bucket/key), on node's http: PUT, GET, HEAD and DELETE
 * of objects, each refused with 403 unless signed (AWS SigV4, the SDK's signing) by the one access key it knows with
 * the signature its secret gives, and with a payload hash that matches the body.
 */
export async function startFakeS3(credentials: { accessKeyId: string; secretAccessKey: string; bucket: string }) {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const requests: S3Request[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = decodeURIComponent(new URL(req.url!, 'http://fake').pathname);
      const [, bucket, ...rest] = path.split('/');
      const key = rest.join('/');
      const auth = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
        req.headers.authorization ?? '',
      );
      const accessKeyId = auth?.[1] ?? null;
      const payloadHash = req.headers['x-amz-content-sha256'];
      const signatureValid =
        !!auth &&
        auth[1] === credentials.accessKeyId &&
        auth[4] === expectedSignature(req, credentials.secretAccessKey, auth[2].split('/'), auth[3].split(';')) &&
        (payloadHash === 'UNSIGNED-PAYLOAD' || payloadHash === sha256(body));
      requests.push({ method: req.method!, key, accessKeyId, signatureValid });
      if (!signatureValid) return xmlError(res, 403, auth ? 'SignatureDoesNotMatch' : 'AccessDenied');
      if (bucket !== credentials.bucket) return xmlError(res, 404, 'NoSuchBucket');
      const found = objects.get(key);
      if (req.method === 'PUT') {
        objects.set(key, { body, type: String(req.headers['content-type'] ?? 'application/octet-stream') });
        return res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        return res.writeHead(204).end();
      }
      if (req.method === 'GET' || req.method === 'HEAD') {
        if (!found) return req.method === 'HEAD' ? res.writeHead(404).end() : xmlError(res, 404, 'NoSuchKey');
        res.writeHead(200, { 'content-type': found.type, 'content-length': found.body.length });
        return res.end(req.method === 'GET' ? found.body : undefined);
      }
      xmlError(res, 405, 'MethodNotAllowed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
