// The finance documents sent as files (invoices and COD statements as PDF, an invoice's lines as
// CSV): how the routes declare them for the reference and how they send them.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { FinanceFile } from './service';

/** A file answer: its content type, for the reference; the bytes are sent as they are. */
const fileAnswer = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: z.string().meta({ format: 'binary' }) } },
});
export const PDF_ANSWER = { 200: fileAnswer('application/pdf', 'The document as PDF, as an attachment') };
export const CSV_ANSWER = { 200: fileAnswer('text/csv', 'UTF-8 CSV with a byte order mark, as an attachment') };

/** Sends a file as an attachment under its name. */
export function sendFile(reply: FastifyReply, contentType: string, file: FinanceFile<Buffer | string>) {
  reply.header('content-type', contentType).header('content-disposition', `attachment; filename="${file.filename}"`);
  return reply.send(file.body);
}
