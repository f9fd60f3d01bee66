/**
 * Whether a Content-Length header announces more than `maxBytes` bytes. A missing or unreadable
 * header says nothing: the body is then counted as it arrives.
 *
 * @example
 * declaresMoreThan('1048576', 262_144); // true
 */
function declaresMoreThan(contentLength: string | null, maxBytes: number): boolean {
  if (contentLength === null) return false;
  const value = contentLength.trim();
  return /^\d+$/.test(value) && Number(value) > maxBytes;
}

/**
 * Reads a fetch answer's body as UTF-8 text (a BOM skipped, as `Response.text()` reads it), at most
 * `maxBytes` bytes. The bytes are counted as they arrive from the body's stream, which fetch has
 * already decompressed, so a compressed body is limited by what it inflates to, and never held
 * whole first. Past the limit, or at a Content-Length above it, the stream is cancelled (fetch
 * drops the connection, and with it the decompression) and the answer is `undefined`.
 *
 * @example
 * const text = await readBodyText(await fetch(url), 262_144);
 * if (text === undefined) throw new Error('answer too large');
 */
export async function readBodyText(response: Response, maxBytes: number): Promise<string | undefined> {
  const body = response.body;
  if (declaresMoreThan(response.headers.get('content-length'), maxBytes)) {
    await body?.cancel().catch(() => undefined);
    return undefined;
  }
  if (!body) return '';
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let read = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    read += value.byteLength;
    if (read > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
