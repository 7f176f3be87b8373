import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, errorResponses } from '../../../shared/contracts/common';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { InboundMail } from './inbound-mail';
import { checkBasicAuth, fromMailgun, fromPostmark, fromSes, headerValue, parseJson } from './providers';
import { verifySnsMessage } from './sns-signature';

// POST /api/mail/inbound: a mail provider hands over a reply by e-mail (docs/inbound-mail.md). Which provider
// it is follows from the request: SNS's message-type header (Amazon SES), a form (Mailgun), else JSON
// (Postmark). The body is read as bytes, up to INBOUND_MAX_BYTES and a third for base64, and each provider's
// proof is checked before anything in it is believed: SNS's signature when SES_SNS_TOPIC_ARN is set, else
// basic auth. 404 while replies by e-mail are off.

const handledResponse = z.object({ ok: z.literal(true), outcome: z.string() });

export function inboundMailRoutes(ctx: AppContext, inbound: InboundMail): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: Math.ceil(ctx.config.INBOUND_MAX_BYTES * 1.4) },
      (_r, body, done) => done(null, body),
    );
    app.post(
      '/api/mail/inbound',
      {
        schema: {
          tags: ['mail'],
          summary: 'A provider delivers a reply by e-mail',
          response: { 200: handledResponse, ...errorResponses, 502: errorResponse },
        },
        config: { access: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } },
      },
      async (request) => {
        if (!inbound.enabled) throw new AppError(404, 'NOT_FOUND', 'Not found');
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const headers = request.headers;
        const contentType = headerValue(headers, 'content-type') ?? '';
        let message: Awaited<ReturnType<typeof fromSes>>;
        if (headerValue(headers, 'x-amz-sns-message-type')) {
          const topic = ctx.config.SES_SNS_TOPIC_ARN;
          if (topic) await verifySnsMessage(parseJson(body), topic);
          else checkBasicAuth(headers, ctx.config.INBOUND_WEBHOOK_SECRET);
          message = await fromSes(body);
          if ('confirm' in message) {
            request.log.warn(
              `Amazon SNS asks to confirm the inbound mail subscription: open ${message.confirm}`,
            );
            return { ok: true as const, outcome: 'subscription-logged' };
          }
        } else if (/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(contentType)) {
          message = await fromMailgun(body, contentType, ctx.config);
        } else {
          checkBasicAuth(headers, ctx.config.INBOUND_WEBHOOK_SECRET);
          message = fromPostmark(body);
        }
        const handled = await inbound.receive(message);
        return { ok: true as const, outcome: handled.outcome };
      },
    );
  };
}
