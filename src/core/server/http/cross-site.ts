/**
 * Cross-site request forgery: a state-changing request is refused when a browser says it comes
 * from another site. Browsers send Origin on such requests, and modern ones Sec-Fetch-Site on all
 * of them; either one pointing elsewhere is enough to refuse. Requests with neither header do not
 * come from a browser page (Stripe's webhook, curl) and cannot carry a victim's cookies by accident.
 */
import type { MiddlewareHandler } from "hono";
import { ApiError } from "@core/server/http/errors";
import { httpMessages } from "@core/server/http/messages";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

export const crossSiteRefused = () => new ApiError(403, "cross_site", httpMessages.crossSite);

export function refuseCrossSite(appOrigin: string): MiddlewareHandler {
  return async (c, next) => {
    if (!safeMethods.has(c.req.method)) {
      const origin = c.req.header("origin");
      // 'none' is a request the user started themselves (typed address, bookmark): not forged.
      const fetchSite = c.req.header("sec-fetch-site");
      if (origin !== undefined && origin !== appOrigin) throw crossSiteRefused();
      if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") throw crossSiteRefused();
    }
    await next();
  };
}
