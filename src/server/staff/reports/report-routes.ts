import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParam } from '../../../shared/contracts/common';
import { usernameParam } from '../../../shared/contracts/members';
import { myReportsQuery, myReportsResponse } from '../../../shared/contracts/my-reports';
import {
  createReportBody,
  createReportResponse,
  listReportsQuery,
  listReportsResponse,
  removeReportBody,
  reportActionResponse,
} from '../../../shared/contracts/reports';
import type { AppContext } from '../../context';
import { createReport } from './create-report';
import { decideReport, dismissReport } from './decide-report';
import { listMyReports } from './my-reports';
import { listReports } from './report-list';

const tags = ['reports'];

// docs/product.md#api: report submit, list, approve, remove, dismiss. Members report; staff act (docs/product.md#moderation).
export function reportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/reports',
      {
        schema: {
          tags,
          summary: 'Report a thread or post',
          body: createReportBody,
          response: { 200: createReportResponse, 201: createReportResponse, ...errorResponses },
        },
        config: { access: 'signed-in' },
      },
      async (request, reply) => {
        const result = await createReport(ctx.db, await request.getCaller(), request.body);
        return reply.status(result.duplicate ? 200 : 201).send(result);
      },
    );

    app.get(
      '/api/reports',
      {
        schema: {
          tags,
          summary: 'The moderation queue',
          querystring: listReportsQuery,
          response: { 200: listReportsResponse, ...errorResponses },
        },
        config: { access: 'staff' },
      },
      async (request) => listReports(ctx.db, await request.getCaller(), request.query),
    );

    app.get(
      '/api/users/:username/reports',
      {
        schema: {
          tags,
          summary: "A member's own reports and their outcome (only to that member)",
          params: usernameParam,
          querystring: myReportsQuery,
          response: { 200: myReportsResponse, ...errorResponses },
        },
        config: { access: 'signed-in' },
      },
      async (request) =>
        listMyReports(ctx.db, await request.getCaller(), request.params.username, request.query),
    );

    app.post(
      '/api/reports/:id/approve',
      {
        schema: {
          tags,
          summary: 'Approve: the content stays visible',
          params: idParam,
          response: { 200: reportActionResponse, ...errorResponses },
        },
        config: { access: 'staff' },
      },
      async (request) => decideReport(ctx.db, await request.getCaller(), request.params.id, 'approved'),
    );

    app.post(
      '/api/reports/:id/remove',
      {
        schema: {
          tags,
          summary:
            'Remove the reported content (soft delete, optional reason); scope: the post only or, for an opening post, its whole thread',
          params: idParam,
          body: removeReportBody,
          response: { 200: reportActionResponse, ...errorResponses },
        },
        config: { access: 'staff' },
      },
      async (request) =>
        decideReport(
          ctx.db,
          await request.getCaller(),
          request.params.id,
          'removed',
          request.body?.reason || null,
          request.body?.scope,
        ),
    );

    app.delete(
      '/api/reports/:id',
      {
        schema: {
          tags,
          summary: 'Dismiss a report: kept as dismissed (no action needed), out of the open queue',
          params: idParam,
          response: { 200: reportActionResponse, ...errorResponses },
        },
        config: { access: 'staff' },
      },
      async (request) => dismissReport(ctx.db, await request.getCaller(), request.params.id),
    );
  };
}
