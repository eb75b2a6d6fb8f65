/**
 * HTTP/2 over TLS in front of a local HTTP/1.1 server, for `npm run bench`: a visitor reaches the site through a
 * CDN or a reverse proxy that speaks HTTP/2, which puts every request of a page on one connection. Measured over
 * plain HTTP/1.1, Lighthouse's simulation opens a new connection (a handshake's round trip) for each parallel
 * request, a cost no visitor pays. The certificate is a throwaway one made with openssl; the browser is told to
 * accept it (--ignore-certificate-errors).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http, { type IncomingHttpHeaders } from "node:http";
import http2, { type Http2SecureServer } from "node:http2";
import { tmpdir } from "node:os";
import path from "node:path";

function throwawayCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-tls-"));
  try {
    const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
    const made = spawnSync(
      "openssl",
      ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"].concat([
        "-keyout",
        key,
        "-out",
        cert,
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
      ]),
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr.toString()}`);
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Headers HTTP/2 forbids or that describe only one hop. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection", "host"]);

function forwardable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(":") && !HOP_BY_HOP.has(name.toLowerCase())),
  );
}

/** Listens on `port` with HTTP/2 over TLS and passes every request on to http://127.0.0.1:`target`. */
export function startTlsFront(port: number, target: number): Promise<Http2SecureServer> {
  const server = http2.createSecureServer({ ...throwawayCertificate(), allowHTTP1: true }, (request, response) => {
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: target,
        method: request.method,
        path: request.url,
        headers: { ...forwardable(request.headers), host: `127.0.0.1:${target}` },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
