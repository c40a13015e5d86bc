import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { storyEndpoints as api } from '../../../shared/api/stories';
import { STORY_PHOTO_MAX_BYTES } from '../../../shared/stories';
import { on } from '../../lib/endpoint';
import { badRequest } from '../../lib/errors';
import { imageTypeOf } from '../../lib/images';
import { readUpload } from '../../lib/uploads';
import { requireUser } from '../../lib/sessions';
import { countAgainst, STORY_LIMITS } from './limits';

/** The longest side a story's photo is kept at. */
const PHOTO_SIZE = 1600;

/**
 * A story's photo: decoded and encoded again as WebP, turned upright first, at most 1600 px. sharp
 * keeps no metadata unless told to, so EXIF (with any GPS position), XMP and IPTC are all left
 * behind; only the pixels travel on.
 */
export async function reencodePhoto(bytes: Buffer) {
  if (!imageTypeOf(bytes)) throw badRequest('The photo must be a JPEG, PNG or WebP image');
  try {
    return await sharp(bytes, { limitInputPixels: 60_000_000 })
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw badRequest('The photo could not be read. Please try another one.');
  }
}

/** Its own plugin: multipart parsing is for the photo upload only. */
export const storyPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: STORY_PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 2 } });

  app.route({
    ...on(api.uploadPhoto),
    handler: async (request, reply) => {
      const member = requireUser(request);
      const { bytes } = await readUpload(request, STORY_PHOTO_MAX_BYTES, {
        notMultipart: 'Please send the photo as a file upload',
        missing: 'Please choose a photo',
        tooLarge: 'The photo must be 8 MB or smaller',
      });
      await countAgainst(app.db, app.config, `story-photo:member:${member.id}`, STORY_LIMITS.photosPerMember);
      const photo = await reencodePhoto(bytes);
      const photoUrl = await app.storage.put('stories', 'webp', photo);
      return reply.code(201).send({ photoUrl });
    },
  });
};
