import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { imageAltBody, shopAdminEndpoints as api } from '../../../shared/api/shop';
import { ARTICLE_IMAGE_MAX_BYTES } from '../../../shared/constants';
import { on } from '../../lib/endpoint';
import { badRequest } from '../../lib/errors';
import { createOnce } from '../../lib/idempotency';
import { readOrganisation } from '../../lib/organisation';
import { requireAdmin } from '../../lib/sessions';
import { readUpload } from '../../lib/uploads';
import { exportOrdersCsv } from './admin-export';
import { shopFigures } from './admin-figures';
import { addImage, deleteImage, encodeProductImage, reorderImages, updateImageAlt } from './admin-images';
import { changeOrderStatus, getAdminOrder, listAdminOrders } from './admin-orders';
import { createProduct, deleteProduct, getAdminProduct, listAdminProducts, loadProduct, updateProduct } from './admin-products';
import { packingSlipHtml, packingSlipOf } from './packing-slip';

const imageUpload = { notMultipart: 'Please send the photo as a file upload', missing: 'Please choose a photo', tooLarge: 'The photo must be 8 MB or smaller' };

/** /api/admin/products and /api/admin/orders (issue 20): the shop's administration, every change audited in its use case. */
export const shopAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // The photo upload's form: its alt text first, then the file.
  await app.register(multipart, { limits: { files: 1, fields: 1, parts: 2 } });

  app.route({ ...on(api.figures), handler: () => shopFigures(app.db) });

  /* ---------- Products ---------- */

  app.route({ ...on(api.products), handler: (request) => listAdminProducts(app.db, request.query) });
  app.route({ ...on(api.product), handler: (request) => getAdminProduct(app.db, request.params.id) });
  app.route({
    ...on(api.createProduct),
    handler: async (request, reply) => {
      const admin = requireAdmin(request);
      return createOnce(request, reply, async (db) => ({ status: 201, body: await createProduct(db, admin, request.body) }));
    },
  });
  app.route({ ...on(api.updateProduct), handler: (request) => updateProduct(app.db, requireAdmin(request), request.params.id, request.body) });
  app.route({
    ...on(api.deleteProduct),
    handler: async (request) => {
      const photos = await deleteProduct(app.db, requireAdmin(request), request.params.id);
      // The files go once the rows have: a reader never finds a row whose file is gone.
      for (const url of photos) await app.storage.remove(url);
      return { ok: true as const };
    },
  });

  /* ---------- Photos ---------- */

  app.route({
    ...on(api.uploadImage),
    handler: async (request, reply) => {
      const admin = requireAdmin(request);
      const { bytes, fields } = await readUpload(request, ARTICLE_IMAGE_MAX_BYTES, imageUpload);
      const alt = imageAltBody.safeParse({ alt: fields.alt ?? '' });
      if (!alt.success) throw badRequest(alt.error.issues[0]?.message ?? 'Please describe the photo');
      await loadProduct(app.db, request.params.id);
      const photo = await encodeProductImage(bytes);
      const url = await app.storage.put('products', 'webp', photo.data);
      try {
        return reply.status(201).send(await addImage(app.db, admin, request.params.id, { url, alt: alt.data.alt, width: photo.width, height: photo.height }));
      } catch (error) {
        await app.storage.remove(url);
        throw error;
      }
    },
  });
  app.route({
    ...on(api.updateImage),
    handler: (request) => updateImageAlt(app.db, requireAdmin(request), request.params.id, request.params.imageId, request.body.alt),
  });
  app.route({ ...on(api.reorderImages), handler: (request) => reorderImages(app.db, requireAdmin(request), request.params.id, request.body.imageIds) });
  app.route({
    ...on(api.deleteImage),
    handler: async (request) => {
      const { product, url } = await deleteImage(app.db, requireAdmin(request), request.params.id, request.params.imageId);
      await app.storage.remove(url);
      return product;
    },
  });

  /* ---------- Orders ---------- */

  app.route({ ...on(api.orders), handler: (request) => listAdminOrders(app.db, request.query) });
  app.route({ ...on(api.order), handler: (request) => getAdminOrder(app.db, request.params.id) });
  app.route({
    ...on(api.changeOrderStatus),
    handler: async (request) => {
      const order = await changeOrderStatus(app.db, app.payments, requireAdmin(request), request.params.id, request.body);
      // Shipping queued the customer's e-mail.
      if (order.status === 'shipped') app.nudgeJobs();
      return order;
    },
  });
  app.route({
    ...on(api.packingSlip),
    handler: async (request, reply) => {
      const slip = await packingSlipOf(app.db, requireAdmin(request), request.params.id);
      const html = packingSlipHtml(slip, (await readOrganisation(app.db)).name);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-disposition', `inline; filename="packing-slip-${slip.number}.html"`)
        .header('cache-control', 'no-store')
        // A page of its own, sent as it is, outside the endpoint's JSON answers.
        .send(html as never);
    },
  });
  app.route({
    ...on(api.exportOrders),
    handler: async (request, reply) => {
      const { fileName, csv } = await exportOrdersCsv(app.db, requireAdmin(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv as never);
    },
  });
};
