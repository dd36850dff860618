import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import * as v from 'valibot';
import {
  ErrorCode,
  type CallData,
  type CallDef,
  type CallParsedInput,
  type FileFieldRule,
  type ValidationKey,
} from '@shop/api/contract';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { userFromRequest, type AuthUser } from '../plugins/auth';
import { ensureSession, readSession, type ShopSession } from '../plugins/session';
import { ApiFailure, fieldError } from './api-failure';
import { rateLimitHook, type LimitedCall } from './rate-limits';
import { sniffFile, type SniffedType } from './sniff-file';

export interface UploadedFile extends SniffedType {
  field: string;
  filename: string;
  size: number;
  /** Where the file was streamed to (under UPLOAD_DIR/incoming); removed once the call is answered. */
  tempPath: string;
}

type RawInput = { fields: Record<string, unknown>; files: Record<string, UploadedFile[]> };

export interface RouteContext {
  db: Db;
  config: Config;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The logged-in customer, or null for a visitor. */
  user: AuthUser | null;
  /** The customer; calls with access 'customer' never reach the handler without one. */
  customer(): AuthUser;
  /** The browser session, created when missing. */
  session(): ShopSession;
  /** Uploaded files by form field (multipart calls only), already checked against the call's rules. */
  files: Record<string, UploadedFile[]>;
}

export type Handler<C extends CallDef> = (
  input: CallParsedInput<C>,
  ctx: RouteContext,
) => CallData<C> | Promise<CallData<C>>;

/** Field errors of a failed parse, keyed by dotted path, values are message keys. */
export function issuesToErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_';
    const list = (errors[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

/**
 * Registers the route of a contract call: CSRF (POST), shop gate, access, input schema, then the handler,
 * whose result is checked against the call's `data` schema so the backend can never drift from the contract.
 */
export function route<C extends CallDef>(
  app: FastifyInstance,
  def: C,
  handler: Handler<C>,
  options: { limit?: LimitedCall } = {},
): void {
  const respond = async (request: FastifyRequest, reply: FastifyReply, raw: RawInput) => {
    const { db, config } = app;
    let session: ShopSession | null = readSession(db, request);

    // An upload's token, gate and login were checked from its headers before its body was read.
    if (def.method === 'POST' && !def.files) {
      const sent = raw.fields._token;
      if (!session || typeof sent !== 'string' || sent !== session.csrf_token) {
        throw new ApiFailure(ErrorCode.CSRF, 'csrf_mismatch');
      }
    }
    if (def.gated && config.shopPassword && !session?.shop_verified) {
      throw new ApiFailure(ErrorCode.SHOP_LOCKED, 'shop_locked');
    }
    const user = userFromRequest(db, request);
    if (def.access === 'customer' && !user) throw new ApiFailure(ErrorCode.UNAUTHENTICATED, 'unauthenticated');

    const { _token: _ignored, ...fields } = raw.fields;
    const parsed = v.safeParse(def.input, withDeclaredKeys(def.input, fields));
    if (!parsed.success) {
      const errors = issuesToErrors(parsed.issues);
      const first = Object.values(errors)[0]?.[0] ?? 'invalid_value';
      throw new ApiFailure(ErrorCode.VALIDATION, first, { errors });
    }
    const ctx: RouteContext = {
      db,
      config,
      request,
      reply,
      user,
      customer: () => {
        if (!user) throw new ApiFailure(ErrorCode.UNAUTHENTICATED, 'unauthenticated');
        return user;
      },
      session: () => (session ??= ensureSession(db, request, reply, config.secureCookies)),
      files: raw.files,
    };
    const data = await handler(parsed.output as CallParsedInput<C>, ctx);
    const checked = v.safeParse(def.data, data);
    if (!checked.success) {
      request.log.error({ call: def.name, issues: issuesToErrors(checked.issues) }, 'response breaks the contract');
      throw new ApiFailure(ErrorCode.SERVER, 'server_error');
    }
    return { code: ErrorCode.OK, data: checked.output, msg: 'ok' };
  };

  app.route({
    method: def.method,
    url: def.path,
    ...(options.limit ? { preHandler: rateLimitHook(app, options.limit, app.config.rateLimitScale) } : {}),
    ...(def.files ? { onRequest: refuseFromHeaders(def) } : {}),
    handler: async (request, reply) => {
      const raw = def.files ? await readMultipart(request, def.files) : { fields: rawInput(request, def), files: {} };
      try {
        return await respond(request, reply, raw);
      } finally {
        removeIncoming(raw.files);
      }
    },
  });
}

/** The uploaded files' temporary copies; those the handler kept were moved away already. */
function removeIncoming(files: Record<string, UploadedFile[]>): void {
  for (const file of Object.values(files).flat()) fs.rmSync(file.tempPath, { force: true });
}

/**
 * An upload is refused from its headers before a byte of its body is read: its CSRF token travels in
 * X-CSRF-Token (which a cross-site form cannot set), then the gate and the login, in the order every call checks
 * them, so a forged or anonymous upload costs the backend no memory or disk.
 */
function refuseFromHeaders(def: CallDef) {
  return async (request: FastifyRequest) => {
    const { db, config } = request.server;
    const session = readSession(db, request);
    const sent = request.headers['x-csrf-token'];
    if (!session || typeof sent !== 'string' || sent !== session.csrf_token) {
      throw new ApiFailure(ErrorCode.CSRF, 'csrf_mismatch');
    }
    if (def.gated && config.shopPassword && !session.shop_verified) {
      throw new ApiFailure(ErrorCode.SHOP_LOCKED, 'shop_locked');
    }
    if (def.access === 'customer' && !userFromRequest(db, request)) {
      throw new ApiFailure(ErrorCode.UNAUTHENTICATED, 'unauthenticated');
    }
  };
}

/**
 * valibot reports a missing key with a generic text of the object, not the field's own message ("The Email field
 * is required"). Giving every declared top-level key a value, undefined when absent, lets each field's schema
 * report it; optional fields still take their defaults.
 */
function withDeclaredKeys(schema: CallDef['input'], fields: Record<string, unknown>): Record<string, unknown> {
  // A piped object schema carries the entries of its object too.
  const entries = 'entries' in schema && schema.entries && typeof schema.entries === 'object' ? schema.entries : {};
  const out = { ...fields };
  for (const key of Object.keys(entries)) if (!(key in out)) out[key] = undefined;
  return out;
}

function rawInput(request: FastifyRequest, def: CallDef): Record<string, unknown> {
  const source = def.method === 'GET' ? request.query : request.body;
  return source && typeof source === 'object' ? { ...(source as Record<string, unknown>) } : {};
}

/** Enough of a file's start to recognise it (sniffFile reads at most 64 KB). */
const HEAD_BYTES = 64 * 1024;

/**
 * Streams one file part to a temporary file, keeping only its first bytes in memory. Fails (and leaves nothing
 * behind) when @fastify/multipart cuts the part at the per-file limit.
 */
async function streamToDisk(
  file: NodeJS.ReadableStream,
  dir: string,
): Promise<{ tempPath: string; head: Buffer; size: number }> {
  await fs.promises.mkdir(dir, { recursive: true });
  const tempPath = path.join(dir, randomBytes(16).toString('hex'));
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (headLength < HEAD_BYTES) {
        const piece = chunk.subarray(0, HEAD_BYTES - headLength);
        head.push(piece);
        headLength += piece.length;
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(file, measure, fs.createWriteStream(tempPath, { flags: 'wx' }));
  } catch (error) {
    fs.rmSync(tempPath, { force: true });
    throw error;
  }
  return { tempPath, head: Buffer.concat(head), size };
}

async function readMultipart(
  request: FastifyRequest,
  rules: Readonly<Record<string, FileFieldRule>>,
): Promise<RawInput> {
  if (!request.isMultipart()) return { fields: rawInput(request, { method: 'POST' } as CallDef), files: {} };
  const incoming = path.join(request.server.config.uploadDir, 'incoming');
  const fields: Record<string, unknown> = {};
  const files: Record<string, UploadedFile[]> = {};
  const errors: Record<string, ValidationKey[]> = {};
  const tooMany: Record<string, ValidationKey> = { images: 'too_many_images', attachments: 'too_many_attachments' };
  // The first file refused for what it is (size or kind), named in the answer so the person knows which one.
  let refusedFile: string | undefined;
  const refuse = async (file: NodeJS.ReadableStream, field: string, key: ValidationKey) => {
    errors[field] = [key];
    // The rest of the part is read and dropped, so the next part can be parsed.
    file.resume();
    await finished(file).catch(() => undefined);
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        // Repeated fields (arrays) arrive as several parts with the same name.
        const prev = fields[part.fieldname];
        fields[part.fieldname] = prev === undefined ? part.value : ([] as unknown[]).concat(prev, part.value);
        continue;
      }
      const rule = rules[part.fieldname];
      const list = (files[part.fieldname] ??= []);
      if (!rule) {
        await refuse(part.file, part.fieldname, 'invalid_value');
        continue;
      }
      if (list.length >= rule.maxCount) {
        await refuse(part.file, part.fieldname, tooMany[part.fieldname] ?? 'invalid_value');
        continue;
      }
      let stored: { tempPath: string; head: Buffer; size: number };
      try {
        stored = await streamToDisk(part.file, incoming);
      } catch {
        // @fastify/multipart stops reading at the file size limit.
        errors[part.fieldname] = ['file_too_large'];
        refusedFile ??= part.filename;
        continue;
      }
      const sniffed = stored.size > rule.maxBytes ? null : sniffFile(stored.head);
      if (stored.size > rule.maxBytes || !sniffed || !rule.kinds.includes(sniffed.kind)) {
        fs.rmSync(stored.tempPath, { force: true });
        errors[part.fieldname] = [stored.size > rule.maxBytes ? 'file_too_large' : 'file_type_invalid'];
        refusedFile ??= part.filename;
        continue;
      }
      list.push({
        ...sniffed,
        field: part.fieldname,
        filename: part.filename.slice(0, 200),
        size: stored.size,
        tempPath: stored.tempPath,
      });
    }
  } catch (error) {
    removeIncoming(files);
    // More file parts than any request may have: the fields' own counts (10 images, 5 attachments) were passed
    // before that, so their rule is the one to tell, not the size the 413 would suggest.
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT' && Object.keys(errors).length > 0)
      throw fieldError(errors, fileNamed(refusedFile));
    throw error;
  }
  if (Object.keys(errors).length > 0) {
    removeIncoming(files);
    throw fieldError(errors, fileNamed(refusedFile));
  }
  return { fields, files };
}

const fileNamed = (name: string | undefined) => (name === undefined ? {} : { file: name.slice(0, 200) });
