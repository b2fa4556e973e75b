/**
 * A small fake of the Stripe API for tests: an HTTP server on 127.0.0.1 that the real stripe SDK
 * talks to (through STRIPE_API_BASE). It records every request, keeps customers, prices, Checkout
 * Sessions, subscriptions and portal sessions in memory, and answers with objects shaped like
 * Stripe's. It also serves a stand-in hosted checkout page (/pay/:id) so a browser journey can
 * "pay" (or leave the first payment pending: an incomplete subscription) and come back to the
 * success URL.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type RecordedRequest = {
  method: string;
  path: string;
  /** Form body (POST) or query (GET), decoded into nested objects and arrays like Stripe reads it. */
  params: Record<string, any>;
  idempotencyKey: string | undefined;
};

type Obj = Record<string, any>;

export type FakeStripe = {
  url: string;
  requests: RecordedRequest[];
  customers: Map<string, Obj>;
  prices: Map<string, Obj>;
  sessions: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  /** Requests whose method and path match, e.g. find("POST", "/v1/checkout/sessions"). */
  find(method: string, path: string | RegExp): RecordedRequest[];
  /** Completes a Checkout Session as if the customer paid: it gets a subscription. */
  completeCheckout(sessionId: string, status?: string): Obj;
  /** Changes a stored subscription as Stripe would on its own (renewal, failed payment, end). */
  updateSubscription(id: string, patch: Obj): Obj;
  /** The next request matching method and path fails with this status and Stripe error. */
  failNext(method: string, path: string | RegExp, status?: number, message?: string): void;
  reset(): void;
  close(): Promise<void>;
};

const DAY = 24 * 60 * 60;

export async function startFakeStripe(port = 0): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, Obj>();
  const products = new Map<string, Obj>();
  const prices = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const portalSessions = new Map<string, Obj>();
  const idempotent = new Map<string, Obj>();
  let failures: { method: string; path: string | RegExp; status: number; message: string }[] = [];
  let counter = 0;
  let base = "";
  const newId = (prefix: string) => `${prefix}_fake${(++counter).toString().padStart(6, "0")}`;
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const matches = (p: string | RegExp, path: string) => (typeof p === "string" ? p === path : p.test(path));

  function expandedPrice(price: Obj, expand: string[]): Obj {
    const wantsProduct = expand.some((e) => e.endsWith("price.product"));
    return wantsProduct ? { ...price, product: products.get(price.product) ?? price.product } : price;
  }

  function subscriptionView(sub: Obj, expand: string[] = []): Obj {
    return {
      ...sub,
      items: {
        ...sub.items,
        data: sub.items.data.map((item: Obj) => ({ ...item, price: expandedPrice(item.price, expand) })),
      },
    };
  }

  function completeCheckout(sessionId: string, status = "active"): Obj {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`fake stripe: no session ${sessionId}`);
    const created = nowSeconds();
    const id = newId("sub");
    const items = (session._lineItems as Obj[])
      .map((li) => prices.get(li.price))
      .filter((p): p is Obj => Boolean(p?.recurring))
      .map((price) => ({
        id: newId("si"),
        object: "subscription_item",
        subscription: id,
        quantity: 1,
        price,
        current_period_start: created,
        current_period_end: created + 30 * DAY,
      }));
    const sub: Obj = {
      id,
      object: "subscription",
      customer: session.customer,
      status,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      created,
      currency: "eur",
      livemode: false,
      metadata: session._subscriptionMetadata ?? {},
      items: { object: "list", data: items, has_more: false, url: `/v1/subscription_items?subscription=${id}` },
    };
    subscriptions.set(id, sub);
    Object.assign(session, { status: "complete", payment_status: "paid", subscription: id });
    return sub;
  }

  function updateSubscription(id: string, patch: Obj): Obj {
    const sub = subscriptions.get(id);
    if (!sub) throw new Error(`fake stripe: no subscription ${id}`);
    Object.assign(sub, patch);
    if ("current_period_end" in patch) {
      for (const item of sub.items.data) item.current_period_end = patch.current_period_end;
      delete sub.current_period_end;
    }
    return sub;
  }

  /** The Stripe API, one handler per endpoint the app uses. */
  function api(method: string, path: string, params: Obj): [number, Obj] {
    const expand: string[] = Array.isArray(params.expand) ? params.expand : [];
    let m: RegExpMatchArray | null;

    if (method === "POST" && path === "/v1/customers") {
      const c = {
        id: newId("cus"),
        object: "customer",
        created: nowSeconds(),
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: params.metadata ?? {},
      };
      customers.set(c.id, c);
      return [200, c];
    }
    if (method === "GET" && path === "/v1/prices") {
      const keys: string[] = params.lookup_keys ?? [];
      const data = [...prices.values()].filter((p) => p.active && (!keys.length || keys.includes(p.lookup_key)));
      return [200, { object: "list", data, has_more: false, url: "/v1/prices" }];
    }
    if (method === "POST" && path === "/v1/prices") {
      let productId = params.product as string | undefined;
      if (!productId && params.product_data) {
        const product = { id: newId("prod"), object: "product", name: params.product_data.name, active: true };
        products.set(product.id, product);
        productId = product.id;
      }
      if (!productId) return stripeError(400, "Missing required param: product.", "parameter_missing");
      const recurring = params.recurring
        ? { interval: params.recurring.interval, interval_count: 1, usage_type: "licensed" }
        : null;
      const price = {
        id: newId("price"),
        object: "price",
        active: true,
        currency: params.currency,
        unit_amount: Number(params.unit_amount),
        lookup_key: params.lookup_key ?? null,
        product: productId,
        recurring,
        type: recurring ? "recurring" : "one_time",
      };
      prices.set(price.id, price);
      return [200, price];
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      if (params.customer && !customers.has(params.customer)) {
        return stripeError(400, `No such customer: '${params.customer}'`, "resource_missing");
      }
      const lineItems: Obj[] = params.line_items ?? [];
      for (const li of lineItems) {
        if (!prices.has(li.price)) return stripeError(400, `No such price: '${li.price}'`, "resource_missing");
      }
      if (params.mode === "subscription" && !lineItems.some((li) => prices.get(li.price)?.recurring)) {
        return stripeError(
          400,
          "You must provide at least one recurring price in `subscription` mode when using prices.",
        );
      }
      const id = `cs_test_${newId("x").slice(2)}`;
      const session = {
        id,
        object: "checkout.session",
        mode: params.mode,
        status: "open",
        payment_status: "unpaid",
        customer: params.customer ?? null,
        client_reference_id: params.client_reference_id ?? null,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        allowed_payment_method_types: params.allowed_payment_method_types ?? null,
        locale: params.locale ?? null,
        metadata: params.metadata ?? {},
        subscription: null,
        url: `${base}/pay/${id}`,
        _lineItems: lineItems,
        _subscriptionMetadata: params.subscription_data?.metadata,
      };
      sessions.set(id, session);
      return [200, publicView(session)];
    }
    if (method === "GET" && (m = path.match(/^\/v1\/checkout\/sessions\/([\w-]+)$/))) {
      const session = sessions.get(m[1]!);
      if (!session) return stripeError(404, `No such checkout.session: '${m[1]}'`, "resource_missing");
      return [200, publicView(session)];
    }
    if ((m = path.match(/^\/v1\/subscriptions\/([\w-]+)$/))) {
      const sub = subscriptions.get(m[1]!);
      if (!sub) return stripeError(404, `No such subscription: '${m[1]}'`, "resource_missing");
      if (method === "POST") {
        if (sub.status === "canceled") {
          return stripeError(400, "A canceled subscription can only update its cancellation_details and metadata.");
        }
        if (sub.status === "incomplete" && params.cancel_at_period_end !== undefined) {
          return stripeError(
            400,
            "A subscription in status incomplete can only have metadata and default_source updated.",
          );
        }
        if (params.cancel_at_period_end !== undefined) {
          const cancel = params.cancel_at_period_end === "true";
          sub.cancel_at_period_end = cancel;
          sub.cancel_at = cancel ? (sub.items.data[0]?.current_period_end ?? null) : null;
          sub.canceled_at = cancel ? nowSeconds() : null;
        }
        if (params.metadata) sub.metadata = { ...sub.metadata, ...params.metadata };
      }
      if (method === "GET" || method === "POST") return [200, subscriptionView(sub, expand)];
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      if (!customers.has(params.customer))
        return stripeError(400, `No such customer: '${params.customer}'`, "resource_missing");
      const id = newId("bps");
      const portal = {
        id,
        object: "billing_portal.session",
        customer: params.customer,
        return_url: params.return_url ?? null,
        url: `${base}/portal/${id}`,
      };
      portalSessions.set(id, portal);
      return [200, portal];
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  /** Pages a browser sees instead of Stripe's hosted checkout and portal. */
  function page(method: string, path: string, res: ServerResponse, body: string): boolean {
    let m: RegExpMatchArray | null;
    if ((m = path.match(/^\/pay\/([\w-]+)$/))) {
      const session = sessions.get(m[1]!);
      if (!session) return false;
      if (method === "POST") {
        const status = new URLSearchParams(body).get("status") === "incomplete" ? "incomplete" : "active";
        if (session.status === "open") completeCheckout(session.id, status);
        res.writeHead(303, { location: String(session.success_url).replace("{CHECKOUT_SESSION_ID}", session.id) });
        res.end();
        return true;
      }
      html(
        res,
        `<h1>Testbetaling</h1><p>Nep-Stripe Checkout voor ${session.id}</p>
        <form method="post"><button type="submit">Betalen</button>
        <button type="submit" name="status" value="incomplete">Eerste betaling blijft open</button></form>
        <a href="${session.cancel_url}">Terug</a>`,
      );
      return true;
    }
    if ((m = path.match(/^\/portal\/([\w-]+)$/))) {
      const portal = portalSessions.get(m[1]!);
      if (!portal) return false;
      html(res, `<h1>Klantportaal</h1><a href="${portal.return_url}">Terug naar Normwijs</a>`);
      return true;
    }
    return false;
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://fake");
      const method = req.method ?? "GET";
      const body = await readBody(req);
      if (!url.pathname.startsWith("/v1/")) {
        if (!page(method, url.pathname, res, body)) json(res, 404, { error: { message: "Not found" } });
        return;
      }
      const params = decodeForm(method === "GET" || method === "DELETE" ? url.searchParams.toString() : body);
      const idempotencyKey = header(req, "idempotency-key");
      requests.push({ method, path: url.pathname, params, idempotencyKey });
      if (!/^Bearer sk_/.test(header(req, "authorization") ?? "")) {
        return json(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided." } });
      }
      const failure = failures.find((f) => f.method === method && matches(f.path, url.pathname));
      if (failure) {
        failures = failures.filter((f) => f !== failure);
        return json(res, failure.status, { error: { type: "api_error", message: failure.message } });
      }
      const key = idempotencyKey && `${method} ${url.pathname} ${idempotencyKey}`;
      if (key && idempotent.has(key)) return json(res, 200, idempotent.get(key)!);
      const [status, out] = api(method, url.pathname, params);
      if (key && status === 200) idempotent.set(key, out);
      json(res, status, out);
    } catch (err) {
      json(res, 500, { error: { type: "api_error", message: String(err) } });
    }
  });

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    requests,
    customers,
    prices,
    sessions,
    subscriptions,
    find: (method, path) => requests.filter((r) => r.method === method && matches(path, r.path)),
    completeCheckout,
    updateSubscription,
    failNext(method, path, status = 500, message = "Something went wrong on Stripe's end.") {
      failures.push({ method, path, status, message });
    },
    reset() {
      requests.length = 0;
      failures = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function publicView(session: Obj): Obj {
  return Object.fromEntries(Object.entries(session).filter(([k]) => !k.startsWith("_")));
}

function stripeError(status: number, message: string, code?: string): [number, Obj] {
  return [status, { error: { type: "invalid_request_error", message, ...(code ? { code } : {}) } }];
}

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json", "request-id": `req_fake${Date.now()}` });
  res.end(JSON.stringify(body));
}

function html(res: ServerResponse, body: string) {
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  res.end(`<!doctype html><html lang="nl"><meta charset="utf-8"><title>Nep-Stripe</title><body>${body}</body></html>`);
}

/** Decodes Stripe's form encoding (a[b][0][c]=v) into nested objects; numeric keys become arrays. */
export function decodeForm(text: string): Record<string, any> {
  const root: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const keys = rawKey.split(/\[|\]\[|\]/).filter((k) => k !== "");
    let node: any = root;
    keys.forEach((k, i) => {
      const last = i === keys.length - 1;
      if (last) node[k] = value;
      else node = node[k] ??= /^\d+$/.test(keys[i + 1]!) ? [] : {};
    });
  }
  return root;
}
