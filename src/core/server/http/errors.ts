/**
 * The one error type of our API. Every failure a route expects becomes an ApiError with a Dutch
 * message and a code from the shared list (src/core/shared/errors.ts), which the web app recognises it
 * by; anything else is logged and answered with a generic 500.
 */
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorCode } from "@core/shared/errors";
import { httpMessages } from "@core/server/http/messages";

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const unauthenticated = () => new ApiError(401, "unauthenticated", httpMessages.unauthenticated);
export const forbidden = (message: string = httpMessages.forbidden) => new ApiError(403, "forbidden", message);
export const notFound = (message: string = httpMessages.notFound) => new ApiError(404, "not_found", message);
export const badRequest = (message: string, details?: unknown) => new ApiError(400, "invalid_input", message, details);
