import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors';

/** What an upload route says when the request is not a readable upload, or its file is missing or too large. */
export type UploadTexts = { notMultipart: string; missing: string; tooLarge: string };

const UNREADABLE = 'The upload could not be read. Please choose the file again.';

/**
 * The one file of a multipart request, read whole (every upload route reads through this). Whatever
 * a malformed request does (no boundary, a cut-off body, too many parts) answers 400 with a clear
 * message, a file past `maxBytes` 413; nothing an uploader sends becomes a 500.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number, texts: UploadTexts) {
  if (!request.isMultipart()) throw badRequest(texts.notMultipart);
  try {
    const file = await request.file({ limits: { fileSize: maxBytes } });
    if (!file) throw badRequest(texts.missing);
    const bytes = await file.toBuffer();
    const fields: Record<string, string> = {};
    for (const [name, field] of Object.entries(file.fields)) {
      if (field && !Array.isArray(field) && field.type === 'field') fields[name] = String(field.value ?? '');
    }
    return { bytes, fileName: file.filename, fields };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', texts.tooLarge);
    request.log.info({ err: error }, 'unreadable upload');
    throw badRequest(UNREADABLE);
  }
}
