import { BULK_MAX_BYTES, BULK_MESSAGES } from '@sameday/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

const noFile = () => new AppError('invalid_argument', BULK_MESSAGES.noFile, { details: { field: 'file' } });

/** The one `file` field of a multipart request, read whole up to the limit. */
export async function uploadedFile(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw noFile();
  try {
    const part = await request.file({ limits: { fileSize: BULK_MAX_BYTES, files: 1, fields: 0 } });
    if (part?.fieldname !== 'file') throw noFile();
    const bytes = await part.toBuffer();
    return { name: part.filename || 'upload.csv', bytes };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('invalid_argument', BULK_MESSAGES.tooLarge, { details: { field: 'file' } });
    }
    if (code?.startsWith('FST_')) throw noFile();
    // busboy's own errors carry no code: a multipart type without a boundary ("Multipart:
    // Boundary not found"), a body cut off before its closing boundary ("Unexpected end of form").
    throw new AppError('invalid_argument', BULK_MESSAGES.brokenUpload, { details: { field: 'file' } });
  }
}
