import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { settingsAdminEndpoints as api } from '../../../shared/api/settings';
import { TEAM_PHOTO_MAX_BYTES } from '../../../shared/settings';
import { on } from '../../lib/endpoint';
import { badRequest } from '../../lib/errors';
import { createOnce } from '../../lib/idempotency';
import { imageTypeOf } from '../../lib/images';
import { requireAdmin } from '../../lib/sessions';
import { readUpload } from '../../lib/uploads';
import { addTeamMember, removeTeamMember, reorderTeam, updateTeamMember } from './service';

const PHOTO_SIZE = 320;

/** The About page's team (audited), and its photos. Its own plugin: multipart parsing is for the photo upload only. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: TEAM_PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 2 } });

  /** Once the change has committed, a photo no profile shows any more leaves the uploads folder. */
  const letGo = async (url: string | null) => {
    if (url) await app.storage.remove(url).catch((error: unknown) => app.log.warn({ err: error, url }, 'could not remove a team photo'));
  };

  app.route({
    ...on(api.addTeamMember),
    handler: async (request, reply) => {
      const admin = requireAdmin(request);
      return createOnce(request, reply, async (db) => ({ status: 201, body: await addTeamMember(db, admin, request.body) }));
    },
  });

  app.route({
    ...on(api.updateTeamMember),
    handler: async (request) => {
      const { settings, replacedPhoto } = await updateTeamMember(app.db, requireAdmin(request), request.params.id, request.body);
      await letGo(replacedPhoto);
      return settings;
    },
  });

  app.route({
    ...on(api.removeTeamMember),
    handler: async (request) => {
      const { settings, replacedPhoto } = await removeTeamMember(app.db, requireAdmin(request), request.params.id);
      await letGo(replacedPhoto);
      return settings;
    },
  });

  app.route({ ...on(api.reorderTeam), handler: async (request) => reorderTeam(app.db, requireAdmin(request), request.body.ids) });

  /** A portrait for a profile: re-encoded as a small square, so only its pixels survive. It is shown once a profile is saved with it. */
  app.route({
    ...on(api.uploadTeamPhoto),
    handler: async (request, reply) => {
      const { bytes } = await readUpload(request, TEAM_PHOTO_MAX_BYTES, {
        notMultipart: 'Please send the photo as a file upload',
        missing: 'Please choose a photo',
        tooLarge: 'The photo must be 5 MB or smaller',
      });
      if (!imageTypeOf(bytes)) throw badRequest('The photo must be a JPEG, PNG or WebP image');
      let photo: Buffer;
      try {
        photo = await sharp(bytes, { limitInputPixels: 50_000_000 }).rotate().resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
      } catch {
        throw badRequest('The photo could not be read. Please try another one.');
      }
      return reply.status(201).send({ url: await app.storage.put('team', 'webp', photo) });
    },
  });
};
