import fastifyMultipart from '@fastify/multipart';
import { isLocale, STUDENT_HOUSE_LIMITS } from '@rooms/domain';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';
import {
  discardUpload,
  PHOTO_MULTIPART_OPTIONS,
  photoUploadValidatorCompiler,
  receiveUploadedPhoto,
} from '../../images/uploaded-photo.js';
import { forbiddenWords } from '../../listing-wizard/wizard-text.js';
import { resolveHouseAddress } from '../../student-houses/student-house-address.js';
import {
  addStudentHousePhoto,
  assertPhotoRoom,
  createStudentHouse,
  deleteStudentHouse,
  listStudentHouses,
  ownStudentHouse,
  updateStudentHouse,
} from '../../student-houses/student-house-store.js';
import { assertNoForbiddenHouseText } from '../../student-houses/student-house-text.js';
import { uploadPhotoBody } from '../supplyflow/media.schema.js';

import {
  createStudentHouseBody,
  deletedStudentHouse,
  studentHouse,
  studentHouseIdQuery,
  studentHouseList,
  updateStudentHouseBody,
} from './student-house.schema.js';

import type { StudentHouseInput } from '../../student-houses/student-house-store.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** Options of {@link studentHouseRoutes}. */
export interface StudentHouseRoutesOptions {
  /** Extra forbidden words (the `FORBIDDEN_WORDS` setting), as for advert texts. */
  extraForbiddenWords?: readonly string[];
}

const TAGS = ['studenthouse'];

/** Removes image keys a house no longer uses; a failure leaves an unused file, logged. */
async function removeImages(app: FastifyInstance, request: FastifyRequest, keys: string[]) {
  for (const key of keys) await discardUpload(app, request, key);
}

/**
 * The student-house calls (issue 26, §2 `/studenthouse`), under the prefix `/studenthouse`; all
 * need a signed-in user and act only on the caller's own houses:
 *
 * - `GET my-student-houses`: the landlord's houses with their linked advert counts.
 * - `GET details?studentHouseID=`: one house.
 * - `POST create`: a new house (name, address, facilities, house rules), 201.
 * - `POST update`: changes a house; `photoKeys` may reorder or drop its photos (dropped images
 *   are removed).
 * - `DELETE delete?studentHouseID=`: deletes a house; its adverts are unlinked and its
 *   auto-reply removed.
 * - `POST upload-photo?studentHouseID=`: adds a photo (multipart, field `file`), through the
 *   wizard's photo upload (sniffed by content, 15 MB, quotas), at most 10 per house.
 *
 * Errors (§8): 400 `invalid_request` with `data.fields[]` (`WizardProblem` words; `not_found` /
 * `not_in_city` for the city and street; `not_the_house_photos`), 400 10064/10065 for contact
 * details, links or forbidden words in the name or house rules (`data.findings`); 401
 * anonymous; 404 `http_404` for a house that does not exist or is another landlord's; 409
 * `photo_limit_reached`; the upload's 413/415/422/429/503 as `cra-upload-photo`.
 */
export const studentHouseRoutes: FastifyPluginAsyncZod<StudentHouseRoutesOptions> = async (
  app,
  options,
) => {
  const words = forbiddenWords(options.extraForbiddenWords ?? []);
  const db = () => app.database.db;

  /** The checked input of a create or update body. */
  async function houseInput(
    request: FastifyRequest,
    body: z.infer<typeof createStudentHouseBody>,
  ): Promise<StudentHouseInput> {
    const user = currentUser(request);
    const texts = { name: body.name.trim(), houseRules: body.houseRules.trim() };
    assertNoForbiddenHouseText(
      texts,
      body.locale ?? (isLocale(user.locale) ? user.locale : 'nl'),
      words,
    );
    const address = await resolveHouseAddress(db(), body);
    return { ...texts, address, facilities: body.facilities };
  }

  app.get(
    '/my-student-houses',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'getMyStudentHouses',
        tags: TAGS,
        summary: "The signed-in landlord's student houses with their linked advert counts",
        response: { 200: studentHouseList, ...errorResponses(401) },
      },
    },
    async (request) => ({
      items: await listStudentHouses(db(), currentUser(request).id),
      maxHouses: STUDENT_HOUSE_LIMITS.housesMax,
    }),
  );

  app.get(
    '/details',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'getStudentHouse',
        tags: TAGS,
        summary: 'One of your student houses',
        querystring: studentHouseIdQuery,
        response: { 200: studentHouse, ...errorResponses(401, 404) },
      },
    },
    async (request) => ownStudentHouse(db(), request.query.studentHouseID, currentUser(request).id),
  );

  app.post(
    '/create',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'createStudentHouse',
        tags: TAGS,
        summary: 'Create a student house (photos are added with upload-photo afterwards)',
        body: createStudentHouseBody,
        response: { 201: studentHouse, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const input = await houseInput(request, request.body);
      const created = await createStudentHouse(db(), currentUser(request).id, input);
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/update',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'updateStudentHouse',
        tags: TAGS,
        summary: 'Change one of your student houses (photos: reorder or drop)',
        body: updateStudentHouseBody,
        response: { 200: studentHouse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const landlordId = currentUser(request).id;
      // Ownership first: a stranger learns nothing from the body's checks.
      await ownStudentHouse(db(), request.body.studentHouseID, landlordId);
      const input = await houseInput(request, request.body);
      const { house, droppedKeys } = await updateStudentHouse(
        db(),
        request.body.studentHouseID,
        landlordId,
        { ...input, photoKeys: request.body.photoKeys },
      );
      await removeImages(app, request, droppedKeys);
      return house;
    },
  );

  app.delete(
    '/delete',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'deleteStudentHouse',
        tags: TAGS,
        summary: 'Delete one of your student houses; its adverts are unlinked',
        querystring: studentHouseIdQuery,
        response: { 200: deletedStudentHouse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const landlordId = currentUser(request).id;
      const id = request.query.studentHouseID;
      const { linkedListings } = await ownStudentHouse(db(), id, landlordId);
      const photoKeys = await deleteStudentHouse(db(), id, landlordId);
      await removeImages(app, request, photoKeys);
      return { studentHouseID: id, unlinkedListings: linkedListings };
    },
  );

  await app.register(async (uploads) => {
    // Only this context parses multipart; the file size limit applies while streaming.
    await uploads.register(fastifyMultipart, PHOTO_MULTIPART_OPTIONS);
    uploads.withTypeProvider<ZodTypeProvider>().post(
      '/upload-photo',
      {
        preHandler: authenticate,
        // The multipart body is read by the handler; the body schema only documents it.
        validatorCompiler: photoUploadValidatorCompiler,
        schema: {
          operationId: 'uploadStudentHousePhoto',
          tags: TAGS,
          summary: 'Add a photo to one of your student houses (multipart, field file)',
          description:
            'As cra-upload-photo: JPEG, PNG, WebP or AVIF by content; at most 15 MB and 50 megapixels; EXIF removed. At most 10 photos per house (409 photo_limit_reached).',
          consumes: ['multipart/form-data'],
          querystring: studentHouseIdQuery,
          body: uploadPhotoBody,
          response: {
            201: studentHouse,
            ...errorResponses(401, 404, 409, 413, 415, 422, 429, 503),
          },
        },
      },
      async (request, reply) => {
        const landlordId = currentUser(request).id;
        const id = request.query.studentHouseID;
        // Before the upload is read: unknown house or full house costs nothing.
        const house = await ownStudentHouse(db(), id, landlordId);
        assertPhotoRoom(house.photoKeys.length);
        const photo = await receiveUploadedPhoto(app, request, reply, landlordId);
        if (photo === null) return reply;
        try {
          const updated = await addStudentHousePhoto(db(), id, landlordId, photo.imageKey);
          return await reply.status(201).send(updated);
        } catch (error) {
          await discardUpload(app, request, photo.imageKey);
          throw error;
        }
      },
    );
  });
};
