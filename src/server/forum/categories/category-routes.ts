import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryResponse,
  createCategoryBody,
  updateCategoryBody,
} from '../../../shared/contracts/categories';
import { errorResponses, idParam, okResponse } from '../../../shared/contracts/common';
import { categoriesQuery, categoriesResponse } from '../../../shared/contracts/forum';
import type { AppContext } from '../../context';
import { createCategory, deleteCategory, listCategories, updateCategory } from './category-service';

const tags = ['categories'];

export function categoryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/categories',
      {
        schema: {
          tags,
          querystring: categoriesQuery,
          response: { 200: categoriesResponse, ...errorResponses },
        },
        config: { access: 'public' },
      },
      async (request) => ({
        categories: await listCategories(
          ctx.db,
          await request.getCaller(),
          request.query.includeArchived === 'true',
        ),
      }),
    );

    app.post(
      '/api/categories',
      {
        schema: { tags, body: createCategoryBody, response: { 201: categoryResponse, ...errorResponses } },
        config: { access: 'admin' },
      },
      async (request, reply) => {
        const category = await createCategory(ctx.db, await request.getCaller(), request.body);
        return reply.status(201).send({ category });
      },
    );

    app.put(
      '/api/categories/:id',
      {
        schema: {
          tags,
          params: idParam,
          body: updateCategoryBody,
          response: { 200: categoryResponse, ...errorResponses },
        },
        config: { access: 'admin' },
      },
      async (request) => ({
        category: await updateCategory(ctx.db, await request.getCaller(), request.params.id, request.body),
      }),
    );

    app.delete(
      '/api/categories/:id',
      {
        schema: { tags, params: idParam, response: { 200: okResponse, ...errorResponses } },
        config: { access: 'admin' },
      },
      async (request) => {
        await deleteCategory(ctx.db, await request.getCaller(), request.params.id);
        return { ok: true as const, message: 'Category deleted successfully!' };
      },
    );
  };
}
