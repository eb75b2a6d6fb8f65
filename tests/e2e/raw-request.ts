import { request } from "node:http";

export type RawResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as received (still compressed if the server compressed it), read as UTF-8. */
  body: string;
  /** What crossed the wire: status line, header lines and body bytes. */
  bytes: number;
};

/**
 * One request sent byte for byte as given (a browser or URL parser would normalise the path first), answered as the
 * server sent it: no redirect followed, no body decompressed.
 */
export function rawRequest(
  baseURL: string,
  rawPath: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, method, path: rawPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        let headerBytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n\r\n`.length;
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          headerBytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
        }
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: body.toString("utf8"),
          bytes: headerBytes + body.length,
        });
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}
