import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transparencyAdminEndpoints as api } from '../../../shared/api/transparency';
import { RECEIPT_MAX_BYTES } from '../../../shared/transparency';
import { on } from '../../lib/endpoint';
import { badRequest, notFound } from '../../lib/errors';
import { createOnce } from '../../lib/idempotency';
import { imageTypeOf } from '../../lib/images';
import { sendStored } from '../../lib/serve-stored';
import { requireAdmin } from '../../lib/sessions';
import { readUpload } from '../../lib/uploads';
import { attachReceipt, listPayouts, receiptOf, recordPayout, voidPayout } from './service';

const CONTENT_TYPE = { pdf: 'application/pdf', jpeg: 'image/jpeg', png: 'image/png' } as const;
type ReceiptType = keyof typeof CONTENT_TYPE;

/** What the bytes are (never what the upload claims): a PDF, a JPEG or a PNG, else null. */
function receiptTypeOf(bytes: Buffer): ReceiptType | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  const image = imageTypeOf(bytes);
  return image === 'jpeg' || image === 'png' ? image : null;
}

/** A receipt's name as administrators see it when they download it. */
function cleanFileName(name: string, type: ReceiptType) {
  const extension = type === 'jpeg' ? 'jpg' : type;
  const stem = name.replace(/[\\/]/g, ' ').replace(/\.[A-Za-z0-9]{1,5}$/, '').replace(/[^\p{L}\p{N} ._()-]+/gu, '').replace(/\s+/g, ' ').trim().slice(0, 100);
  return `${stem || 'receipt'}.${extension}`;
}

/** The payouts ledger (/admin/payouts): administrators only, every change audited. */
export const transparencyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  app.route({ ...on(api.payouts), handler: async () => listPayouts(app.db) });

  app.route({
    ...on(api.recordPayout),
    handler: async (request, reply) => {
      const admin = requireAdmin(request);
      return createOnce(request, reply, async (db) => ({ status: 201, body: await recordPayout(db, admin, request.body) }));
    },
  });

  app.route({ ...on(api.voidPayout), handler: async (request) => voidPayout(app.db, requireAdmin(request), request.params.id, request.body.reason) });

  app.route({
    ...on(api.attachReceipt),
    handler: async (request) => {
      const admin = requireAdmin(request);
      const upload = await readUpload(request, RECEIPT_MAX_BYTES, {
        notMultipart: 'Please send the receipt as a file upload',
        missing: 'Please choose a receipt file',
        tooLarge: 'The receipt must be 10 MB or smaller',
      });
      const type = receiptTypeOf(upload.bytes);
      if (!type) throw badRequest('The receipt must be a PDF, JPEG or PNG file');
      const key = await app.privateFiles.put('receipts', type === 'jpeg' ? 'jpg' : type, upload.bytes);
      let result: Awaited<ReturnType<typeof attachReceipt>>;
      try {
        result = await attachReceipt(app.db, admin, request.params.id, { key, name: cleanFileName(upload.fileName, type) });
      } catch (error) {
        await app.privateFiles.remove(key);
        throw error;
      }
      if (result.replaced) await app.privateFiles.remove(result.replaced).catch((error: unknown) => app.log.warn({ err: error }, 'could not remove a replaced receipt'));
      return result.payout;
    },
  });

  app.route({
    ...on(api.receipt),
    handler: async (request, reply) => {
      requireAdmin(request);
      const receipt = await receiptOf(app.db, request.params.id);
      const info = receipt && (await app.privateFiles.stat(receipt.key));
      if (!receipt || !info) throw notFound('This payout has no receipt');
      const type: ReceiptType = receipt.key.endsWith('.pdf') ? 'pdf' : receipt.key.endsWith('.png') ? 'png' : 'jpeg';
      const asciiName = receipt.name.replace(/[^\w.-]+/g, '_');
      return sendStored(request, reply, info, (range) => app.privateFiles.read(receipt.key, range), {
        'content-type': CONTENT_TYPE[type],
        'cache-control': 'private, no-store',
        'content-disposition': `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(receipt.name)}`,
      });
    },
  });
};
