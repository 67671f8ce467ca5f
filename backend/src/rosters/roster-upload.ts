import { Busboy, type BusboyHeaders } from '@fastify/busboy';
import { HttpStatus } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiErrorException } from '../common/api-error.js';

/** The largest zip an admin may upload (a district's export of tens of thousands of people fits). */
export const ROSTER_ZIP_MAX_BYTES = 20 * 1024 * 1024;
export const ROSTER_FIELD = 'file';
export const SEND_A_ZIP = `Send the OneRoster CSV zip as multipart/form-data in a field named "${ROSTER_FIELD}"`;
export const ZIP_TOO_LARGE = `The zip is larger than ${ROSTER_ZIP_MAX_BYTES / 1024 / 1024} MB: export one school at a time`;
const ONE_FILE_ONLY = `${SEND_A_ZIP}, one file only`;
const EMPTY = `The field "${ROSTER_FIELD}" is empty: choose the zip`;

const MULTIPART = /^multipart\/form-data\b/i;

/** Whether a request's body is multipart/form-data. */
function isMultipart(contentType: string | undefined): boolean {
  return contentType !== undefined && MULTIPART.test(contentType);
}

const badRequest = (message: string) => new ApiErrorException(HttpStatus.BAD_REQUEST, message);

/**
 * The bytes of the upload's `file` field, read from the request with busboy (the parser
 * @fastify/multipart is built on) within its limits; 400 or 413 with a message the admin can act
 * on. The body is read here rather than through @fastify/multipart because that plugin adds two
 * hooks to every request of every route, for files saved to disk, which nothing here does
 * (decision 0015). Once refused, the rest of the body is drained, not parsed.
 */
export function uploadedZip(request: FastifyRequest): Promise<Uint8Array> {
  const headers = request.headers;
  if (!isMultipart(headers['content-type'])) return Promise.reject(badRequest(SEND_A_ZIP));
  return new Promise((resolve, reject) => {
    let parser: InstanceType<typeof Busboy>;
    try {
      parser = new Busboy({
        headers: headers as BusboyHeaders,
        limits: { fileSize: ROSTER_ZIP_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
      });
    } catch {
      // No boundary, or one busboy cannot read.
      request.raw.resume();
      reject(badRequest(SEND_A_ZIP));
      return;
    }
    let settled = false;
    let zip: Uint8Array | undefined;
    const refuse = (error: ApiErrorException) => {
      if (settled) return;
      settled = true;
      request.raw.unpipe(parser);
      request.raw.resume();
      reject(error);
    };
    parser.on('file', (field, file) => {
      if (field !== ROSTER_FIELD) {
        file.on('error', () => undefined).resume();
        refuse(badRequest(SEND_A_ZIP));
        return;
      }
      const chunks: Buffer[] = [];
      file.on('data', (chunk: Buffer) => chunks.push(chunk));
      // A body cut short ends the part with an error (unhandled, it would end the process).
      file.on('error', () => refuse(badRequest(SEND_A_ZIP)));
      file.on('limit', () => refuse(new ApiErrorException(HttpStatus.PAYLOAD_TOO_LARGE, ZIP_TOO_LARGE)));
      file.on('end', () => {
        if (!file.truncated) zip = Buffer.concat(chunks);
      });
    });
    for (const limit of ['filesLimit', 'partsLimit', 'fieldsLimit'] as const)
      parser.on(limit, () => refuse(badRequest(ONE_FILE_ONLY)));
    parser.on('error', () => refuse(badRequest(SEND_A_ZIP)));
    parser.on('finish', () => {
      if (settled) return;
      if (zip === undefined) refuse(badRequest(SEND_A_ZIP));
      else if (zip.length === 0) refuse(badRequest(EMPTY));
      else {
        settled = true;
        resolve(zip);
      }
    });
    // The client went away mid-upload: nothing to import.
    request.raw.on('aborted', () => refuse(badRequest(SEND_A_ZIP)));
    request.raw.pipe(parser);
  });
}
