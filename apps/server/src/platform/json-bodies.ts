import { errorCodes, type FastifyInstance } from 'fastify';
import { badRequest } from './http-error';

/** How deep a body's arrays and objects may nest: this API's deepest body is a few levels deep. */
const maxJsonDepth = 32;

const quote = 0x22;
const backslash = 0x5c;
// [ and {, ] and }: compared directly, every byte of every JSON body passes here.
const isOpening = (byte: number) => byte === 0x5b || byte === 0x7b;
const isClosing = (byte: number) => byte === 0x5d || byte === 0x7d;

/**
 * Follows how deep a JSON text nests as its bytes come, its strings skipped (a bracket never stands
 * for itself in UTF-8's other bytes): `feed` says false once it is deeper than `max`.
 */
function depthGauge(max: number) {
  let depth = 0;
  let inString = false;
  let escaped = false;
  return (chunk: Uint8Array): boolean => {
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i] as number;
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === backslash) escaped = true;
        else if (byte === quote) inString = false;
      } else if (byte === quote) inString = true;
      else if (isOpening(byte)) {
        if (++depth > max) return false;
      } else if (isClosing(byte)) depth--;
    }
    return true;
  };
}

const tooDeep = () => badRequest(`The body nests deeper than ${maxJsonDepth} levels.`);

/**
 * Reads JSON bodies. A body nested past `maxJsonDepth` is refused as its bytes arrive, before
 * anything parses or walks it: deep enough, a body took seconds to walk and then overflowed the
 * stack. Clients that label every call as JSON send DELETEs and other bodyless calls with that type
 * and no body: that is no body, not malformed JSON. Fastify's own reader is followed otherwise: a
 * declared length past the limit is refused before a byte is read, a body past it once it gets there.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', (request, payload, done) => {
    const limit = request.routeOptions.bodyLimit;
    const declared = Number(request.headers['content-length']);
    if (declared > limit) return done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE(), undefined);
    const withinDepth = depthGauge(maxJsonDepth);
    const chunks: Buffer[] = [];
    let length = 0;
    const detach = () => {
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', onError);
    };
    const fail = (error: Error) => {
      detach();
      done(error, undefined);
    };
    const onData = (chunk: Buffer) => {
      if (!withinDepth(chunk)) return fail(tooDeep());
      length += chunk.length;
      if (length > limit) return fail(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
      chunks.push(chunk);
    };
    // A body cut off or torn down on its way is the client's failure, as Fastify's reader has it.
    const onError = (error: Error) => fail(Object.assign(error, { statusCode: 400 }));
    const onEnd = () => {
      detach();
      if (!Number.isNaN(declared) && length !== declared) {
        return done(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH(), undefined);
      }
      const text = Buffer.concat(chunks, length).toString('utf8');
      if (text === '') return done(null, undefined);
      parseJson(request, text, done);
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
    payload.resume();
  });
}
