import { TICKET_ATTACHMENT_UPLOAD, TICKET_LIMITS, TICKET_PRIORITIES } from '@soundpost/contracts';
import { oa, SchemaObject } from '@soundpost/server-core/http';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';

// OpenAPI schemas of the tickets, field for field from tickets/ticket.mapper.ts.

const attachmentSchema: SchemaObject = oa.obj({ id: oa.uuid, name: oa.str, content_type: oa.str, size: oa.int, url: oa.str });
const userSchema: SchemaObject = oa.obj({ id: oa.uuid, name: oa.str, email: oa.str }, { nullable: true });

export const ticketReplySchema: SchemaObject = oa.obj({
  reply_id: oa.uuid,
  user_id: oa.nuuid,
  message: oa.str,
  created_at: oa.date,
  is_admin: oa.bool,
  attachments: oa.arr(attachmentSchema),
});

export const ticketSchema: SchemaObject = oa.obj({
  ticket_id: oa.uuid,
  number: oa.int,
  user_id: oa.uuid,
  subject: oa.str,
  message: oa.str,
  priority: oa.str,
  status: oa.str,
  created_at: oa.date,
  updated_at: oa.date,
  attachments: oa.arr(attachmentSchema),
  replies: oa.arr(ticketReplySchema),
});

const adminSummaryFields = {
  id: oa.uuid,
  ticket_id: oa.uuid,
  number: oa.int,
  subject: oa.str,
  message: oa.str,
  status: oa.str,
  priority: oa.str,
  created_at: oa.date,
  updated_at: oa.date,
  user_id: oa.uuid,
  user: userSchema,
  replies_count: oa.int,
  waiting_since: oa.ndate,
  waiting_seconds: oa.int,
  overdue: oa.bool,
};

export const adminTicketSummarySchema: SchemaObject = oa.obj(adminSummaryFields);

export const adminTicketDetailSchema: SchemaObject = oa.obj({
  ...adminSummaryFields,
  attachments: oa.arr(attachmentSchema),
  replies: oa.arr({ allOf: [ticketReplySchema, oa.obj({ user: userSchema })] }),
});

export const adminTicketPageSchema: SchemaObject = {
  allOf: [oa.page(adminTicketSummarySchema), oa.obj({ current_page: oa.int, last_page: oa.int, total: oa.int, per_page: oa.int })],
};

const files = { [TICKET_ATTACHMENT_UPLOAD.fieldName]: { type: 'array', maxItems: TICKET_ATTACHMENT_UPLOAD.maxFiles, items: { type: 'string', format: 'binary' } } as SchemaObject };

/** A body sent as JSON (the spec's payload) or as multipart/form-data with up to 3 `attachments`. */
function ApiTicketForm(fields: Record<string, SchemaObject>, required: string[]): MethodDecorator {
  return applyDecorators(
    ApiConsumes('application/json', 'multipart/form-data'),
    ApiBody({ schema: { type: 'object', properties: { ...fields, ...files }, required }, required: true }),
  );
}

export const ApiCreateTicketBody = () =>
  ApiTicketForm(
    { subject: { type: 'string', maxLength: TICKET_LIMITS.subjectMax }, message: { type: 'string', maxLength: TICKET_LIMITS.messageMax }, priority: { type: 'string', enum: [...TICKET_PRIORITIES] } },
    ['subject', 'message'],
  );

export const ApiReplyBody = () => ApiTicketForm({ message: { type: 'string', maxLength: TICKET_LIMITS.messageMax } }, ['message']);
